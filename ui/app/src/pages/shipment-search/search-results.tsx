// A search's results: how many shipments (exact, or "about" when the engine estimated), a table of
// the page (the date, then the columns the user chose: parties, HS code, goods, weight, value, route,
// data set, ports, carrier; see search-columns.ts), and paging with 20/50/100 rows; the
// 1000-page cap of spec §9 said in words when a search reaches it. A refusal (a data set the package
// does not grant, a kind the data set does not support, a search too broad to page) is shown here in
// the user's language.
import { Plural, useLingui } from "@lingui/react/macro";
import type { TradeRecord } from "@portolan/contracts";
import {
  EXACT_COUNT_LIMIT,
  type Locale,
  MAX_TOP_PAGE,
  type PageSize,
  shipmentPages,
  tradeDatasetOf,
} from "@portolan/core";
import { formatNumber } from "@portolan/kit/format/numbers.ts";
import { type ReactNode, useState } from "react";
import { Link } from "wouter";
import { useConsoleQuery } from "../../auth/console-client.ts";
import { datasetLabel, placeName } from "../../widgets/dataset-label.ts";
import { Loading } from "../../widgets/load-state.tsx";
import { Pager } from "../../widgets/pager.tsx";
import { SearchScopeNotes } from "../../widgets/scope-notes.tsx";
import * as w from "../../widgets/widgets.css.ts";
import { ColumnsButton } from "./columns-button.tsx";
import { CompanyLink } from "./company-link.tsx";
import { queryRefusalText } from "./query-refusal.ts";
import {
  COLUMNS_STORAGE_KEY,
  columnsStorage,
  type ResultColumn,
  readColumns,
  writeColumns,
} from "./search-columns.ts";
import { billAddress, type SearchRequest, type SortField, sortOf } from "./search-url.ts";
import * as s from "./shipment-search.css.ts";

// Origin → destination; a narrow column breaks between words, the arrow kept with the destination.
const route = (r: TradeRecord, locale: Locale): string =>
  [r.originCountry, r.destinationCountry]
    .map((c) => (c === undefined ? "–" : placeName(c, locale)))
    .join(" →\u00a0");

const CELL_CLASS: Partial<Record<ResultColumn, string>> = {
  importer: s.partyCell,
  exporter: s.partyCell,
  hsCode: s.nowrap,
  goods: s.goodsCell,
  weight: s.numeric,
  value: s.numeric,
  route: s.routeCell,
  dataset: s.datasetCell,
  loadingPort: s.nowrap,
  unloadingPort: s.nowrap,
};

export function SearchResults(props: {
  readonly request: SearchRequest;
  readonly locale: Locale;
  readonly onPage: (page: number, pageSize?: PageSize) => void;
  readonly onSort: (field: SortField) => void;
  /** The columns the address names (a shared link), or undefined for this browser's choice. */
  readonly columns?: readonly ResultColumn[] | undefined;
  /** Puts a new choice in the address. */
  readonly onColumns: (columns: readonly ResultColumn[]) => void;
}) {
  const { i18n, t } = useLingui();
  const { remote } = useConsoleQuery("tradeSearch", { query: props.request }, { handles: true });
  const [stored, setStored] = useState(() => readColumns(columnsStorage().get(COLUMNS_STORAGE_KEY)));
  const columns = props.columns ?? stored;
  const choose = (next: readonly ResultColumn[]) => {
    setStored(next);
    columnsStorage().set(COLUMNS_STORAGE_KEY, writeColumns(next));
    props.onColumns(next);
  };
  if (remote.state === "loading") return <Loading />;
  if (remote.state === "failed")
    return (
      <p role="alert" className={w.bad}>
        {queryRefusalText((id, values) => i18n._(id, values), remote.failure) ??
          t`The search could not be made.`}
      </p>
    );
  const { total, totalExact, current, pageSize, records } = remote.data;
  const sort = sortOf(props.request);
  // The pages the engine answers: of a broad search only its first EXACT_COUNT_LIMIT shipments (D325).
  const { last: pages, capped, broad } = shipmentPages(total, pageSize);
  const n = (value: number | undefined) =>
    value === undefined ? "–" : formatNumber(Math.round(value), props.locale);
  const names: Readonly<Record<ResultColumn, string>> = {
    importer: t`Importer`,
    exporter: t`Exporter`,
    hsCode: t`HS code`,
    goods: t`Goods`,
    weight: t`Weight (kg)`,
    value: t`Value (USD)`,
    route: t`Route`,
    dataset: t`Data set`,
    loadingPort: t`Port of loading`,
    unloadingPort: t`Port of discharge`,
    carrier: t`Carrier`,
  };
  const datasetName = (value: string) => {
    const d = tradeDatasetOf(value);
    return d === undefined ? value : datasetLabel((id, v) => i18n._(id, v), d, props.locale);
  };
  const cell = (r: TradeRecord, c: ResultColumn): ReactNode => {
    if (c === "importer") return <CompanyLink party={r.importer} datasets={props.request.datasets} />;
    if (c === "exporter") return <CompanyLink party={r.exporter} datasets={props.request.datasets} />;
    if (c === "hsCode") return r.hsCode ?? "–";
    if (c === "goods") return <span className={s.clamped}>{r.description ?? "–"}</span>;
    if (c === "weight") return n(r.weightKg);
    if (c === "value") return n(r.valueUsd);
    if (c === "route") return route(r, props.locale);
    if (c === "dataset") return datasetName(r.dataset);
    if (c === "loadingPort") return r.loadingPort ?? "–";
    if (c === "unloadingPort") return r.unloadingPort ?? "–";
    return r.carrier ?? "–";
  };
  return (
    <div>
      <div className={s.resultsBar}>
        <p id="search-summary" className={s.summary} role="status">
          {totalExact ? (
            <Plural value={total} one="# shipment found" other="# shipments found" />
          ) : (
            <Plural value={total} one="About # shipment found" other="About # shipments found" />
          )}
        </p>
        <ColumnsButton chosen={columns} names={names} onChange={choose} />
      </div>
      <SearchScopeNotes
        leftOut={remote.data.leftOut}
        withoutField={remote.data.withoutField}
        locale={props.locale}
      />
      {records.length === 0 ? (
        <p
          className={w.muted}
        >{t`No shipment matches this search. Try fewer words, another kind or a wider date range.`}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        <section className={w.tableScroller} aria-labelledby="search-summary" tabIndex={0}>
          <table className={w.table}>
            <thead>
              <tr>
                <SortHeader field="date" label={t`Date`} sort={sort} onSort={props.onSort} />
                {columns.map((c) =>
                  c === "weight" || c === "value" ? (
                    <SortHeader
                      key={c}
                      field={c}
                      label={names[c]}
                      sort={sort}
                      onSort={props.onSort}
                      numeric
                    />
                  ) : (
                    <th key={c} className={w.cell} scope="col">
                      {names[c]}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {records.map((r) => (
                <tr key={r.id}>
                  <td className={`${w.cell} ${s.nowrap}`}>
                    <Link
                      className={w.link}
                      href={billAddress(r.id)}
                      aria-label={t`Shipment of ${r.date}: detail`}
                    >
                      {r.date}
                    </Link>
                  </td>
                  {columns.map((c) => (
                    <td key={c} className={`${w.cell} ${CELL_CLASS[c] ?? ""}`}>
                      {cell(r, c)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <Pager
        label={t`Result pages`}
        current={current}
        pages={pages}
        pageSize={pageSize}
        locale={props.locale}
        onPage={props.onPage}
      />
      {capped ? (
        <p className={w.muted} data-testid="page-cap">
          {broad
            ? t`Only the first ${formatNumber(EXACT_COUNT_LIMIT, props.locale)} shipments of a search this broad can be paged (${formatNumber(pages, props.locale)} pages): narrow it to see the rest.`
            : t`Only the first ${formatNumber(MAX_TOP_PAGE, props.locale)} pages of a search can be shown: narrow it to see the rest.`}
        </p>
      ) : null}
    </div>
  );
}

/** A column the results can be ordered by: its header is a button, and says how it orders them. */
function SortHeader(props: {
  readonly field: SortField;
  readonly label: string;
  readonly sort: ReturnType<typeof sortOf>;
  readonly onSort: (field: SortField) => void;
  readonly numeric?: boolean;
}) {
  const active = props.sort.field === props.field;
  const direction = props.sort.descending ? "descending" : "ascending";
  return (
    <th
      className={`${w.cell} ${props.numeric ? s.numericHead : ""}`}
      scope="col"
      aria-sort={active ? direction : "none"}
    >
      <button type="button" className={s.wrappingSortButton} onClick={() => props.onSort(props.field)}>
        {props.label}
        {/* A no-break space: a header may wrap between its words, never before its arrow. */}
        <span aria-hidden="true">{active ? (props.sort.descending ? "\u00a0▼" : "\u00a0▲") : "\u00a0↕"}</span>
      </button>
    </th>
  );
}
