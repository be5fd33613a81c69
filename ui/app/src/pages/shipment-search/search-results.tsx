// A search's results: how many shipments (exact, or "about" when the engine estimated), a table of
// the page (date, parties, HS code, goods, weight, value, route), and paging with 20/50/100 rows; the
// 1000-page cap of spec §9 said in words when a search reaches it. A refusal (a data set the package
// does not grant, a kind the data set does not support, a search too broad to page) is shown here in
// the user's language.
import { Plural, useLingui } from "@lingui/react/macro";
import type { TradeRecord } from "@portolan/contracts";
import { type Locale, MAX_TOP_PAGE, type PageSize, resultPages } from "@portolan/core";
import { formatNumber } from "@portolan/kit/format/numbers.ts";
import * as f from "@portolan/kit/forms/forms.css.ts";
import { failureText } from "@portolan/kit/forms/notice-text.ts";
import { Link } from "wouter";
import { useConsoleQuery } from "../../auth/console-client.ts";
import { placeName } from "../../widgets/dataset-label.ts";
import { Loading } from "../../widgets/load-state.tsx";
import * as w from "../../widgets/widgets.css.ts";
import { CompanyLink } from "./company-link.tsx";
import { billAddress, PAGE_SIZES, type SearchRequest, type SortField, sortOf } from "./search-url.ts";
import * as s from "./shipment-search.css.ts";

const route = (r: TradeRecord, locale: Locale): string =>
  [r.originCountry, r.destinationCountry]
    .map((c) => (c === undefined ? "–" : placeName(c, locale)))
    .join(" → ");

export function SearchResults(props: {
  readonly request: SearchRequest;
  readonly locale: Locale;
  readonly onPage: (page: number, pageSize?: PageSize) => void;
  readonly onSort: (field: SortField) => void;
}) {
  const { i18n, t } = useLingui();
  const { remote } = useConsoleQuery("tradeSearch", { query: props.request }, { handles: true });
  if (remote.state === "loading") return <Loading />;
  if (remote.state === "failed")
    return (
      <p role="alert" className={w.bad}>
        {failureText((id, values) => i18n._(id, values), remote.failure) ?? t`The search could not be made.`}
      </p>
    );
  const { total, totalExact, current, pageSize, records } = remote.data;
  const sort = sortOf(props.request);
  const { last: pages, capped } = resultPages(total, pageSize);
  const n = (value: number | undefined) =>
    value === undefined ? "–" : formatNumber(Math.round(value), props.locale);
  return (
    <div>
      <p id="search-summary" className={s.summary} role="status">
        {totalExact ? (
          <Plural value={total} one="# shipment found" other="# shipments found" />
        ) : (
          <Plural value={total} one="About # shipment found" other="About # shipments found" />
        )}
      </p>
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
                <th className={w.cell} scope="col">{t`Importer`}</th>
                <th className={w.cell} scope="col">{t`Exporter`}</th>
                <th className={w.cell} scope="col">{t`HS code`}</th>
                <th className={w.cell} scope="col">{t`Goods`}</th>
                <SortHeader field="weight" label={t`Weight (kg)`} sort={sort} onSort={props.onSort} numeric />
                <SortHeader field="value" label={t`Value (USD)`} sort={sort} onSort={props.onSort} numeric />
                <th className={w.cell} scope="col">{t`Route`}</th>
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
                  <td className={w.cell}>
                    <CompanyLink party={r.importer} datasets={props.request.datasets} />
                  </td>
                  <td className={w.cell}>
                    <CompanyLink party={r.exporter} datasets={props.request.datasets} />
                  </td>
                  <td className={`${w.cell} ${s.nowrap}`}>{r.hsCode ?? "–"}</td>
                  <td className={`${w.cell} ${s.description}`}>{r.description ?? "–"}</td>
                  <td className={`${w.cell} ${s.numeric}`}>{n(r.weightKg)}</td>
                  <td className={`${w.cell} ${s.numeric}`}>{n(r.valueUsd)}</td>
                  <td className={w.cell}>{route(r, props.locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <nav className={s.pager} aria-label={t`Result pages`}>
        <button
          type="button"
          className={f.secondaryButton}
          disabled={current <= 1}
          onClick={() => props.onPage(current - 1)}
        >
          {t`Previous page`}
        </button>
        <span>{t`Page ${formatNumber(current, props.locale)} of ${formatNumber(pages, props.locale)}`}</span>
        <button
          type="button"
          className={f.secondaryButton}
          disabled={current >= pages}
          onClick={() => props.onPage(current + 1)}
        >
          {t`Next page`}
        </button>
        <label className={s.kind}>
          {t`Rows per page`}
          <select
            className={`${s.select} ${s.pageSize}`}
            value={pageSize}
            onChange={(e) => props.onPage(1, Number(e.target.value) as PageSize)}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
      </nav>
      {capped ? (
        <p className={w.muted}>
          {t`Only the first ${formatNumber(MAX_TOP_PAGE, props.locale)} pages of a search can be shown: narrow it to see the rest.`}
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
      className={`${w.cell} ${props.numeric ? s.numeric : ""}`}
      scope="col"
      aria-sort={active ? direction : "none"}
    >
      <button type="button" className={s.sortButton} onClick={() => props.onSort(props.field)}>
        {props.label}
        <span aria-hidden="true">{active ? (props.sort.descending ? " ▼" : " ▲") : " ↕"}</span>
      </button>
    </th>
  );
}
