// On a firm's profile, for an operator only (info or admin role, D312): why its spellings are one
// firm — each spelling with its bill sides, each link the resolver made as "A ↔ B  weight +9.3" with
// every field's part as a chip (name one edit apart +5.7, zip agree +4.7, city disagree −6.7), and
// why the firm reads as a forwarder. Loaded, with the admin pages' words, only for an operator.
import { Plural, useLingui } from "@lingui/react/macro";
import type { FirmEvidenceView } from "@portolan/contracts";
import type { Locale } from "@portolan/core";
import { formatSigned } from "@portolan/kit/format/numbers.ts";
import { useConsoleQuery } from "../../auth/console-client.ts";
import { useLaterWords } from "../../i18n/use-later-words.ts";
import { placeName } from "../../widgets/dataset-label.ts";
import * as w from "../../widgets/widgets.css.ts";
import * as e from "./firm-evidence.css.ts";
import { fieldWord, levelWord, reasonWord } from "./firm-evidence-words.ts";

type Link = FirmEvidenceView["links"][number];

export function FirmEvidenceSection(props: { readonly id: string; readonly locale: Locale }) {
  return useLaterWords(props.locale) ? <Evidence id={props.id} locale={props.locale} /> : null;
}

function Evidence(props: { readonly id: string; readonly locale: Locale }) {
  const { t } = useLingui();
  const { remote } = useConsoleQuery("adminFirmEvidence", { query: { id: props.id } }, { handles: true });
  if (remote.state !== "ready") return null;
  const view = remote.data;
  const country = (code: string) => (code === "" ? "" : placeName(code, props.locale));
  return (
    <section className={w.card} aria-labelledby="firm-evidence" data-testid="firm-evidence">
      <h2 id="firm-evidence" className={w.cardTitle}>
        {t`Why these spellings are one firm`}
      </h2>
      <p className={w.muted}>
        {t`For operators. Each weight is the log2 odds that two spellings are one firm; a link of +2 or more joins them.`}
      </p>
      <h3 className={w.subTitle}>{t`Spellings`}</h3>
      <ul className={w.plainList}>
        {view.spellings.map((s) => (
          <li key={`${s.country}|${s.name}`} className={`${w.item} ${e.spelling}`}>
            <span className={e.written}>{s.name}</span>
            <span className={w.muted}>
              {country(s.country)}
              {s.country === "" ? "" : " · "}
              <Plural value={s.billSides} one="# bill side" other="# bill sides" />
            </span>
          </li>
        ))}
      </ul>
      <h3 className={w.subTitle}>{t`Links`}</h3>
      {view.links.length === 0 ? (
        <p className={w.muted}>
          {t`No comparison was needed: the spellings differ only by case, punctuation, legal form or word order.`}
        </p>
      ) : (
        <ul className={w.plainList}>
          {view.links.map((link) => (
            <LinkItem key={`${link.a.name}|${link.b.name}`} link={link} locale={props.locale} />
          ))}
        </ul>
      )}
      {view.forwarder.length === 0 ? null : <ForwarderReasons reasons={view.forwarder} />}
    </section>
  );
}

function LinkItem(props: { readonly link: Link; readonly locale: Locale }) {
  const { i18n, t } = useLingui();
  const { link } = props;
  const weight = formatSigned(link.weight, props.locale);
  return (
    <li className={w.item}>
      <span className={e.pair}>
        <span className={e.written}>{link.a.name}</span>
        <span>↔</span>
        <span className={e.written}>{link.b.name}</span>
        <span className={e.weight}>{t`weight ${weight}`}</span>
      </span>
      <ul className={e.chips} aria-label={t`Evidence of ${link.a.name} and ${link.b.name}`}>
        {link.evidence.map((x) => (
          <li
            key={x.field}
            className={e.chip[x.weight > 0 ? "for" : x.weight < 0 ? "against" : "none"]}
            data-field={x.field}
          >
            <span>{fieldWord(i18n, x.field)}</span>
            <span>{levelWord(i18n, x.level)}</span>
            <span className={e.weight}>{formatSigned(x.weight, props.locale)}</span>
          </li>
        ))}
      </ul>
    </li>
  );
}

function ForwarderReasons(props: { readonly reasons: readonly string[] }) {
  const { i18n, t } = useLingui();
  return (
    <>
      <h3 className={w.subTitle}>{t`Why it reads as a forwarder`}</h3>
      <ul className={w.list}>
        {props.reasons.map((r) => (
          <li key={r}>{reasonWord(i18n, r)}</li>
        ))}
      </ul>
    </>
  );
}
