// The firms a trade search found, the busiest first: name (a link to its profile) with its country,
// why it was found, its shipments as importer and exporter, its last shipment and its company info
// fields (spec §3, those the data holds: address, contact, numbers), paged.
import { Plural, useLingui } from "@lingui/react/macro";
import type { DirectoryRow } from "@portolan/contracts";
import { DESIGNED_CODES, type Locale, resultPages } from "@portolan/core";
import { formatNumber } from "@portolan/kit/format/numbers.ts";
import { Link } from "wouter";
import { useConsoleQuery } from "../../auth/console-client.ts";
import { placeName } from "../../widgets/dataset-label.ts";
import { Loading } from "../../widgets/load-state.tsx";
import { Pager } from "../../widgets/pager.tsx";
import { SearchScopeNotes } from "../../widgets/scope-notes.tsx";
import * as w from "../../widgets/widgets.css.ts";
import * as b from "../buyers/buyers.css.ts";
import { ContactCell } from "../buyers/contact-cell.tsx";
import { refusalText } from "../collection/refusal-text.ts";
import * as r from "../partners-report/partners-report.css.ts";
import { companyAddress } from "../shipment-search/search-url.ts";
import * as s from "../shipment-search/shipment-search.css.ts";
import { SoNotInPackage } from "./so-not-in-package.tsx";
import { type SoRequest, soPageAddress } from "./so-url.ts";

export function SoResults(props: {
  readonly request: SoRequest;
  readonly datasets: string;
  readonly locale: Locale;
  readonly packagePath: string;
  readonly navigate: (to: string) => void;
}) {
  const { i18n, t } = useLingui();
  const { request, locale } = props;
  const { remote } = useConsoleQuery("tradeDirectory", { query: request }, { handles: true });
  if (remote.state === "loading") return <Loading />;
  if (remote.state === "failed") {
    const failure = remote.failure;
    if (failure.kind === "rejected" && failure.code === DESIGNED_CODES.TRADE_SEARCH_NOT_IN_PACKAGE)
      return <SoNotInPackage packagePath={props.packagePath} />;
    return (
      <p role="alert" className={w.bad}>
        {refusalText((id, values) => i18n._(id, values), failure) ?? t`The search could not be made.`}
      </p>
    );
  }
  const { total, current, pageSize, records } = remote.data;
  const n = (v: number) => formatNumber(v, locale);
  const why: Readonly<Record<DirectoryRow["matchedBy"][number], string>> = {
    name: t`name`,
    product: t`goods`,
    contact: t`website or e-mail`,
  };
  const { last: pages } = resultPages(total, pageSize);
  return (
    <div className={w.card}>
      <p id="so-summary" className={w.text} role="status">
        <Plural value={total} one="# company found" other="# companies found" />
      </p>
      <SearchScopeNotes leftOut={remote.data.leftOut} locale={locale} />
      {records.length === 0 ? (
        <p
          className={w.muted}
        >{t`No company of your data sets matches. Try fewer words, or search everywhere.`}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        <section className={w.tableScroller} aria-labelledby="so-summary" tabIndex={0}>
          <table className={w.table}>
            <thead>
              <tr>
                <th className={w.cell} scope="col">{t`Company`}</th>
                <th className={`${w.cell} ${r.figure}`} scope="col">{t`As importer`}</th>
                <th className={`${w.cell} ${r.figure}`} scope="col">{t`As exporter`}</th>
                <th className={w.cell} scope="col">{t`Last shipment`}</th>
                <th className={w.cell} scope="col">{t`Company info`}</th>
              </tr>
            </thead>
            <tbody>
              {records.map((row) => (
                <tr key={row.id}>
                  <td className={`${w.cell} ${b.firm}`}>
                    <Link className={w.link} href={companyAddress(row.id, props.datasets)}>
                      {row.name}
                    </Link>
                    {row.logistics ? <span className={b.tag}>{t`Forwarder`}</span> : null}
                    {row.country === undefined ? null : (
                      <span className={b.under}>{placeName(row.country, locale)}</span>
                    )}
                    {row.matchedBy.length === 0 ? null : (
                      <span
                        className={b.under}
                      >{t`Found by ${row.matchedBy.map((m) => why[m]).join(", ")}`}</span>
                    )}
                  </td>
                  <td className={`${w.cell} ${r.figure} ${b.top}`}>{n(row.asImporter)}</td>
                  <td className={`${w.cell} ${r.figure} ${b.top}`}>{n(row.asExporter)}</td>
                  <td className={`${w.cell} ${s.nowrap} ${b.top}`}>{row.lastDate}</td>
                  <td className={`${w.cell} ${b.top} ${b.contactCell}`}>
                    <ContactCell info={row.info} locale={locale} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <Pager
        label={t`Company pages`}
        current={current}
        pages={pages}
        pageSize={pageSize}
        locale={locale}
        onPage={(page, size) => props.navigate(soPageAddress(request, page, size))}
      />
    </div>
  );
}
