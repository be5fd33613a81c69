// One firm's partners report: the firm (a link to its profile), how many partners and shipments,
// then its partners with shipments, weight, value, first and last date and share (a bar), ordered
// by any column from its header, paged. A refusal or an unknown firm is said in words.
import { Plural, useLingui } from "@lingui/react/macro";
import {
  DESIGNED_CODES,
  type Locale,
  type PartnerOrder,
  type PartnerSortField,
  resultPages,
} from "@portolan/core";
import { formatNumber } from "@portolan/kit/format/numbers.ts";
import { failureText } from "@portolan/kit/forms/notice-text.ts";
import { Link } from "wouter";
import { useConsoleQuery } from "../../auth/console-client.ts";
import { Loading } from "../../widgets/load-state.tsx";
import { Pager } from "../../widgets/pager.tsx";
import * as w from "../../widgets/widgets.css.ts";
import { ExportControl } from "../exports/export-control.tsx";
import { companyAddress } from "../shipment-search/search-url.ts";
import { unknownId } from "../shipment-search/unknown-id.ts";
import { NotInPackage } from "./not-in-package.tsx";
import { PartnerLine } from "./partner-line.tsx";
import * as r from "./partners-report.css.ts";
import { pageAddress, REPORT_PATH, type ReportRequest, sortAddress } from "./report-url.ts";
import { SortHeader } from "./sort-header.tsx";

export function PartnerReport(props: {
  readonly request: ReportRequest;
  readonly order: PartnerOrder;
  readonly locale: Locale;
  readonly packagePath: string;
  readonly navigate: (to: string) => void;
}) {
  const { i18n, t } = useLingui();
  const { request, locale } = props;
  const { remote } = useConsoleQuery("tradePartners", { query: request }, { handles: true });
  if (remote.state === "loading") return <Loading />;
  if (remote.state === "failed") {
    const failure = remote.failure;
    if (failure.kind === "rejected" && failure.code === DESIGNED_CODES.TRADE_PARTNER_REPORT)
      return <NotInPackage packagePath={props.packagePath} />;
    return (
      <p role="alert" className={w.bad}>
        {unknownId(failure)
          ? t`There is no such company, or its address is incomplete.`
          : (failureText((id, values) => i18n._(id, values), failure) ??
            t`The report could not be made.`)}{" "}
        <Link className={w.link} href={REPORT_PATH}>{t`Choose a company`}</Link>
      </p>
    );
  }
  const { company, total, shipments, current, pageSize, records } = remote.data;
  const { last: pages } = resultPages(total, pageSize);
  const n = (v: number) => formatNumber(Math.round(v), locale);
  const header = (field: PartnerSortField, label: string, numeric = false) => (
    <SortHeader
      field={field}
      label={label}
      order={props.order}
      numeric={numeric}
      onSort={(next) => props.navigate(sortAddress(request, next))}
    />
  );
  return (
    <div className={w.card}>
      <div className={r.toolbar}>
        <div className={r.heading}>
          <h2 className={w.cardTitle}>
            <Link className={w.link} href={companyAddress(company.id ?? 0, request.datasets)}>
              {company.name}
            </Link>
          </h2>
          <p id="report-summary" className={w.muted} role="status">
            <Plural value={total} one="# partner" other="# partners" /> ·{" "}
            <Plural value={shipments} one="# shipment" other="# shipments" />
          </p>
        </div>
        <ExportControl
          locale={locale}
          found={total}
          subject={{
            kind: "partners",
            id: request.id,
            datasets: request.datasets,
            name: company.name,
            ...(request.sort === undefined ? {} : { sort: request.sort }),
            ...(request.order === undefined ? {} : { order: request.order }),
          }}
        />
        <Link className={w.link} href={REPORT_PATH}>{t`Choose another company`}</Link>
      </div>
      {records.length === 0 ? (
        <p className={w.muted}>{t`No partner of this company is in these data sets.`}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        <section className={w.tableScroller} aria-labelledby="report-summary" tabIndex={0}>
          <table className={w.table}>
            <thead>
              <tr>
                {header("name", t`Partner`)}
                {header("shipments", t`Shipments`, true)}
                {header("weight", t`Weight (kg)`, true)}
                {header("value", t`Value (USD)`, true)}
                {header("first", t`First shipment`)}
                {header("last", t`Last shipment`)}
                {header("shipments", t`Share`)}
              </tr>
            </thead>
            <tbody>
              {records.map((row) => (
                <PartnerLine
                  key={row.partner.id}
                  row={row}
                  datasets={request.datasets}
                  locale={locale}
                  n={n}
                />
              ))}
            </tbody>
          </table>
        </section>
      )}
      <Pager
        label={t`Report pages`}
        current={current}
        pages={pages}
        pageSize={pageSize}
        locale={locale}
        onPage={(page, size) => props.navigate(pageAddress(request, page, size))}
      />
    </div>
  );
}
