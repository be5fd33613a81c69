// The ranked partners of the filters (issue 16): rank, partner (its name in the user's language),
// value, share (a bar), a year earlier, change, and quantity or net weight; ordered by any column from
// its header (the provider orders, ties by partner code), paged, and exported as CSV or XLSX within
// the package's export row limit.
import { Plural, useLingui } from "@lingui/react/macro";
import { STATS_PARTNERS_EXPORT_PATH, type StatsPartnerRow } from "@portolan/contracts";
import { type Locale, resultPages, yearEarlierLoaded } from "@portolan/core";
import { formatMoneyWhole, formatNumber } from "@portolan/kit/format/numbers.ts";
import { useConsoleQuery } from "../../auth/console-client.ts";
import { ChangeFigure } from "../../widgets/change-figure.tsx";
import { placeName } from "../../widgets/dataset-label.ts";
import { Loading } from "../../widgets/load-state.tsx";
import { Pager } from "../../widgets/pager.tsx";
import { ShareBar } from "../../widgets/share-bar.tsx";
import * as w from "../../widgets/widgets.css.ts";
import * as r from "../partners-report/partners-report.css.ts";
import { SortHeader } from "../partners-report/sort-header.tsx";
import * as m from "./market-stats.css.ts";
import {
  type PartnerSort,
  partnersParams,
  type StatsState,
  statsAddress,
  statsFilterParams,
  withSort,
} from "./stats-url.ts";
import { unitName } from "./unit-name.ts";
import { useSteady } from "./use-steady.ts";

export function PartnerTable(props: {
  readonly state: StatsState;
  /** The first month the source holds (changes need the whole year earlier: core's yearEarlierLoaded). */
  readonly firstPeriod: string | undefined;
  readonly locale: Locale;
  readonly navigate: (to: string) => void;
}) {
  const { i18n, t } = useLingui();
  const { state, locale } = props;
  const asked = useConsoleQuery("statsPartners", { query: partnersParams(state) }, { handles: true });
  const { remote, stale } = useSteady(asked.remote);
  const order = { field: state.sort, descending: state.descending };
  const header = (field: PartnerSort, label: string, numeric = true) => (
    <SortHeader
      field={field}
      label={label}
      order={order}
      numeric={numeric}
      onSort={(next) => props.navigate(statsAddress(withSort(state, next)))}
    />
  );
  const exportQuery = new URLSearchParams({
    ...statsFilterParams(state),
    sort: state.sort,
    order: state.descending ? "desc" : "asc",
  });
  if (remote.state === "loading") return <Loading />;
  if (remote.state === "failed")
    return <p className={w.bad} role="alert">{t`The partners could not be loaded.`}</p>;
  const { total, current, pageSize, records, currency } = remote.data;
  const { last: pages } = resultPages(total, pageSize);
  const firstRank = (current - 1) * pageSize + 1;
  const amount = (row: StatsPartnerRow) =>
    row.quantity !== undefined
      ? `${formatNumber(Math.round(row.quantity), locale)} ${unitName(row.quantityUnit ?? "", (d) => i18n._(d))}`.trim()
      : row.netWeight !== undefined
        ? t`${formatNumber(Math.round(row.netWeight), locale)} kg`
        : "—";
  return (
    <div className={`${w.card} ${stale ? m.stale : ""}`} aria-busy={stale}>
      <div className={r.toolbar}>
        <div className={r.heading}>
          <h2 className={w.cardTitle} id="stats-partners">
            {t`Partners`}
          </h2>
          <p className={w.muted} id="stats-partners-count">
            <Plural value={total} one="# partner, by value" other="# partners, by value" />
          </p>
        </div>
        {total === 0 ? null : (
          <p className={`${w.text} ${m.exportLink}`}>
            {t`Export the partners, within your package's export limit:`}{" "}
            <a className={w.link} href={`${STATS_PARTNERS_EXPORT_PATH}?${exportQuery}&format=csv`} download>
              CSV
            </a>
            {" · "}
            <a className={w.link} href={`${STATS_PARTNERS_EXPORT_PATH}?${exportQuery}&format=xlsx`} download>
              {t`Excel (XLSX)`}
            </a>
          </p>
        )}
      </div>
      {records.length === 0 ? (
        <p className={w.muted}>{t`No trade matches these filters.`}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        <section className={w.tableScroller} tabIndex={0} aria-labelledby="stats-partners">
          <table className={w.table}>
            <thead>
              <tr>
                <th className={`${w.cell} ${r.figure}`} scope="col">
                  {t`Rank`}
                </th>
                {header("partner", t`Partner`, false)}
                {header("value", t`Value (${currency})`)}
                {header("value", t`Share`, false)}
                {header("valueYearEarlier", t`A year earlier`)}
                {header("change", t`Change`)}
                {header(
                  records.some((x) => x.quantity !== undefined) ? "quantity" : "netWeight",
                  t`Quantity`,
                )}
              </tr>
            </thead>
            <tbody>
              {records.map((row, i) => (
                <tr key={row.partner}>
                  <td className={`${w.cell} ${r.figure}`}>{formatNumber(firstRank + i, locale)}</td>
                  <td className={`${w.cell} ${r.partnerName}`}>{placeName(row.partner, locale)}</td>
                  <td className={`${w.cell} ${r.figure}`}>{formatMoneyWhole(row.value, currency, locale)}</td>
                  <td className={w.cell}>
                    <ShareBar share={row.share} locale={locale} />
                  </td>
                  <td className={`${w.cell} ${r.figure}`}>
                    {/* Only beside a comparison: a year not wholly loaded has no amount (D327). */}
                    {yearEarlierLoaded(remote.data.period, props.firstPeriod)
                      ? formatMoneyWhole(row.valueYearEarlier, currency, locale)
                      : "—"}
                  </td>
                  <td className={`${w.cell} ${r.figure}`}>
                    <ChangeFigure
                      change={row.change}
                      comparable={yearEarlierLoaded(remote.data.period, props.firstPeriod)}
                      locale={locale}
                    />
                  </td>
                  <td className={`${w.cell} ${r.figure}`}>{amount(row)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <Pager
        label={t`Partner pages`}
        current={current}
        pages={pages}
        pageSize={pageSize}
        locale={locale}
        onPage={(page, size) =>
          props.navigate(statsAddress({ ...state, page, ...(size === undefined ? {} : { pageSize: size }) }))
        }
      />
    </div>
  );
}
