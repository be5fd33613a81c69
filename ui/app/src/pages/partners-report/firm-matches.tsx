// The firms a name search finds (tradeCompanies: the busiest first), each a link to its report, with
// "Same company as…" (issue 30 "Feedback").
import { Plural, useLingui } from "@lingui/react/macro";
import type { Locale } from "@portolan/core";
import { failureText } from "@portolan/kit/forms/notice-text.ts";
import { Link } from "wouter";
import { useConsoleQuery } from "../../auth/console-client.ts";
import { placeName } from "../../widgets/dataset-label.ts";
import { ForwarderTag } from "../../widgets/forwarder-tag.tsx";
import { Loading } from "../../widgets/load-state.tsx";
import { SearchScopeNotes } from "../../widgets/scope-notes.tsx";
import * as w from "../../widgets/widgets.css.ts";
import { SameCompanyAction } from "../firm-feedback/same-company-action.tsx";
import * as s from "../shipment-search/shipment-search.css.ts";
import { type FirmSearch, reportAddress } from "./report-url.ts";

/** How many of the busiest matching firms are listed. */
const FIRMS_LISTED = "20";

export function FirmMatches(props: { readonly search: FirmSearch; readonly locale: Locale }) {
  const { i18n, t } = useLingui();
  const { datasets, role, words } = props.search;
  const { remote } = useConsoleQuery(
    "tradeCompanies",
    { query: { datasets, kind: role, keyword: words, role, pageSize: FIRMS_LISTED } },
    { handles: true },
  );
  if (remote.state === "loading") return <Loading />;
  if (remote.state === "failed")
    return (
      <p role="alert" className={w.bad}>
        {failureText((id, values) => i18n._(id, values), remote.failure) ?? t`The search could not be made.`}
      </p>
    );
  const { total, records } = remote.data;
  return (
    <section aria-labelledby="firm-matches" className={w.card}>
      <p id="firm-matches" className={s.summary} role="status">
        <Plural value={total} one="# company found" other="# companies found" />
      </p>
      <SearchScopeNotes
        leftOut={remote.data.leftOut}
        withoutField={remote.data.withoutField}
        locale={props.locale}
      />
      {records.length === 0 ? (
        <p
          className={w.muted}
        >{t`No company of this name in these data sets. Try a shorter piece of the name.`}</p>
      ) : (
        <>
          {total > records.length ? (
            <p
              className={w.muted}
            >{t`The busiest are listed first: type more of the name to narrow the list.`}</p>
          ) : null}
          <ul className={w.plainList}>
            {records.map((firm) => (
              <li key={firm.id} className={w.item}>
                <Link className={w.link} href={reportAddress(firm.id, datasets)}>
                  {firm.name}
                </Link>
                {firm.logistics ? <ForwarderTag /> : null}
                <span className={w.muted}>
                  {firm.country === undefined ? "" : `${placeName(firm.country, props.locale)} · `}
                  <Plural value={firm.shipments} one="# shipment" other="# shipments" /> ·{" "}
                  {t`last ${firm.lastDate}`}
                </span>
                <SameCompanyAction
                  firm={{ id: firm.id, name: firm.name }}
                  datasets={datasets}
                  side={role}
                  locale={props.locale}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
