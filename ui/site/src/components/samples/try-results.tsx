// A try-search's answer: how many shipments the words find, the first few as a small table (names
// masked, the paid figures hidden), and the invitation to register for the rest.
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { TrySearchResult } from "@portolan/contracts";
import type { Locale } from "@portolan/core";
import { countryName } from "@portolan/kit/format/country-name.ts";
import { formatNumber } from "@portolan/kit/format/numbers.ts";
import * as s from "./samples.css.ts";

/** Where a visitor registers (the console's registration page). */
export const REGISTER_PATH = "/register";

export function TryResults(props: { readonly result: TrySearchResult; readonly locale: Locale }) {
  const { t, i18n } = useLingui();
  const { result } = props;
  const total = formatNumber(result.total, props.locale);
  const words = result.words;
  const shown = result.records.length;
  const found = result.totalExact
    ? i18n._(
        msg`${plural(result.total, {
          one: `# shipment found for “${words}” in US sea imports.`,
          other: `${total} shipments found for “${words}” in US sea imports.`,
        })}`,
      )
    : t`About ${total} shipments found for “${words}” in US sea imports.`;
  return (
    <div className={s.results}>
      <p data-try-count={result.total}>
        {found}{" "}
        {shown === 0
          ? t`Try another word of the goods, for example cotton.`
          : i18n._(
              msg`${plural(shown, {
                one: "Here is the newest, with the company names masked.",
                other: "Here are the newest #, with the company names masked.",
              })}`,
            )}
      </p>
      {shown === 0 ? null : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        <section className={s.scroller} aria-labelledby="try-results-caption" tabIndex={0}>
          <table className={s.resultsTable}>
            <caption id="try-results-caption" className={s.visuallyHidden}>
              {t`The newest shipments for “${words}”`}
            </caption>
            <thead>
              <tr>
                <th className={s.headCell} scope="col">{t`Date`}</th>
                <th className={s.headCell} scope="col">{t`Goods`}</th>
                <th className={s.headCell} scope="col">{t`Importer`}</th>
                <th className={s.headCell} scope="col">{t`Exporter`}</th>
                <th className={s.countryHead} scope="col">{t`Origin`}</th>
                <th className={s.numberHead} scope="col">{t`Weight`}</th>
              </tr>
            </thead>
            <tbody>
              {result.records.map((r, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a try's rows have no id on purpose
                <tr key={i}>
                  <td className={s.cell}>{r.date}</td>
                  <td className={s.cell}>
                    <span className={s.twoLines} title={r.description}>
                      {r.description ?? "—"}
                    </span>
                  </td>
                  <td className={`${s.cell} ${s.masked}`} data-masked="importer">
                    {r.importer ?? "—"}
                  </td>
                  <td className={`${s.cell} ${s.masked}`} data-masked="exporter">
                    {r.exporter ?? "—"}
                  </td>
                  <td className={s.countryCell}>
                    {r.originCountry === undefined ? "—" : countryName(r.originCountry, props.locale)}
                  </td>
                  <td className={`${s.numberCell} ${s.locked}`}>{t`hidden`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <p className={s.invite}>
        <Trans>
          Registered users see all {total} shipments with the full company names, weights, quantities and
          company profiles.
        </Trans>{" "}
        <a className={s.inviteLink} href={REGISTER_PATH}>{t`Register to see them all`}</a>
      </p>
    </div>
  );
}
