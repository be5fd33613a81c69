// One shipment (issue 15 "Bill detail"): its main facts named in the user's language (date, data set,
// parties linked to their profiles, goods, HS code, weight, value, ports, route, vessel, carrier,
// containers, hazmat), then a US bill's own tables (header, bill, parties, containers, cargo lines,
// tariff, marks, hazmat) with every field the release carries.
import { useLingui } from "@lingui/react/macro";
import type { TradeBill } from "@portolan/contracts";
import { CUSTOMS_DATASETS } from "@portolan/core";
import { formatNumber } from "@portolan/kit/format/numbers.ts";
import { failureText } from "@portolan/kit/forms/notice-text.ts";
import type { ReactNode } from "react";
import { useConsoleQuery } from "../../auth/console-client.ts";
import * as page from "../../console.css.ts";
import type { ConsolePageProps } from "../../console-page.ts";
import { datasetLabel, placeName } from "../../widgets/dataset-label.ts";
import { FactList } from "../../widgets/fact-list.tsx";
import { Loading } from "../../widgets/load-state.tsx";
import * as w from "../../widgets/widgets.css.ts";
import { BillActions } from "../collection/page-actions.tsx";
import { CompanyLink } from "./company-link.tsx";
import * as s from "./shipment-search.css.ts";
import { unknownId } from "./unknown-id.ts";

export default function BillPage({ locale, query }: ConsolePageProps) {
  const { i18n, t } = useLingui();
  const id = query.get("id") ?? "";
  const { remote } = useConsoleQuery("tradeBill", { query: { id } }, { handles: true });
  const heading = <h1 className={w.heading}>{t`Shipment detail`}</h1>;
  if (remote.state === "loading")
    return (
      <div className={page.page}>
        {heading}
        <Loading />
      </div>
    );
  if (remote.state === "failed")
    return (
      <div className={page.page}>
        {heading}
        <p role="alert" className={w.bad}>
          {unknownId(remote.failure)
            ? t`There is no such shipment, or its address is incomplete.`
            : (failureText((key, values) => i18n._(key, values), remote.failure) ??
              t`This shipment could not be shown.`)}
        </p>
      </div>
    );
  const { record, tables } = remote.data as TradeBill;
  const dataset = CUSTOMS_DATASETS.find((d) => d.value === record.dataset);
  const n = (v: number | undefined, unit = "") =>
    v === undefined ? "–" : `${formatNumber(Math.round(v * 100) / 100, locale)}${unit}`;
  const country = (c: string | undefined) => (c === undefined ? "–" : placeName(c, locale));
  const facts: readonly (readonly [string, ReactNode])[] = [
    [t`Date`, record.date],
    [
      t`Data set`,
      dataset === undefined ? record.dataset : datasetLabel((k, v) => i18n._(k, v), dataset, locale),
    ],
    [t`Importer`, <CompanyLink key="i" party={record.importer} datasets={record.dataset} />],
    [t`Exporter`, <CompanyLink key="e" party={record.exporter} datasets={record.dataset} />],
    [t`Notify party`, record.notify ?? "–"],
    [t`Goods`, record.description ?? "–"],
    [t`HS code`, record.hsCode ?? "–"],
    [
      t`Quantity`,
      record.quantity === undefined ? "–" : `${n(record.quantity)} ${record.quantityUnit ?? ""}`.trim(),
    ],
    [t`Weight (kg)`, n(record.weightKg)],
    [t`Value (USD)`, n(record.valueUsd)],
    [t`Route`, `${country(record.originCountry)} → ${country(record.destinationCountry)}`],
    [t`Port of loading`, record.loadingPort ?? "–"],
    [t`Port of unloading`, record.unloadingPort ?? "–"],
    [t`Vessel`, record.vessel ?? "–"],
    [t`Carrier`, record.carrier ?? "–"],
    [t`Containers`, formatNumber(record.containers, locale)],
    [t`Hazardous goods`, record.hazmat ? t`Yes` : t`No`],
  ];
  return (
    <div className={page.page}>
      {heading}
      <BillActions record={record} />
      <section className={w.card} aria-labelledby="bill-facts">
        <h2 id="bill-facts" className={w.cardTitle}>
          {record.billType === "M" ? t`Master bill` : record.billType === "H" ? t`House bill` : t`Shipment`}
        </h2>
        <FactList facts={facts} />
      </section>
      {tables === undefined
        ? null
        : Object.entries(tables).map(([table, rows]) => (
            <SourceTable key={table} table={table} rows={rows} />
          ))}
    </div>
  );
}

/** One table of the release as it came: a column per field (its release name, made readable). */
function SourceTable(props: {
  readonly table: string;
  readonly rows: readonly Readonly<Record<string, string | number | null>>[];
}) {
  const { t } = useLingui();
  const columns = [...new Set(props.rows.flatMap((r) => Object.keys(r)))].filter((c) =>
    props.rows.some((r) => r[c] !== null && r[c] !== ""),
  );
  const title = `${t`Release table`}: ${props.table}`;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className={w.tableScroller} aria-label={title} tabIndex={0}>
      <table className={w.table}>
        <caption className={s.hiddenCaption}>{title}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} className={w.cell} scope="col">
                {c.replaceAll("_", " ")}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a release table's rows have no key of their own
            <tr key={i}>
              {columns.map((c) => (
                <td key={c} className={w.cell}>
                  {row[c] ?? ""}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
