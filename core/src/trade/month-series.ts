// A monthly series with every month of its range (issue 31 item 3, D324): a month without
// shipments is a point of zero, never left out, so a chart does not draw 2026-06 beside 2026-11.
// The range is the query's dates when given, else the first to the last month with data; a point
// outside the asked range widens it, so no figure the store answered is ever dropped.
import { MAX_SERIES_MONTHS } from "../constants/periods.ts";
import { monthIndex, monthOfIndex } from "../stats/stats-period.ts";

const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The yyyy-MM of a yyyy-MM or yyyy-MM-dd text; undefined for anything else. */
export const yearMonthOf = (text: string | undefined): string | undefined => {
  const ym = text?.slice(0, 7);
  return ym !== undefined && YEAR_MONTH.test(ym) ? ym : undefined;
};

export interface MonthRange {
  /** yyyy-MM or yyyy-MM-dd (a query's date); the first month with data when absent. */
  readonly from?: string | undefined;
  /** yyyy-MM or yyyy-MM-dd; the last month with data when absent. */
  readonly to?: string | undefined;
}

/**
 * Every month of the range, oldest first: a point of `points` where there is one, `blank(month)`
 * elsewhere. Points whose month is not yyyy-MM are kept out (they cannot be placed); two points
 * of one month keep the first. Empty when no point can be placed: nothing shipped, nothing to draw.
 * A range longer than MAX_SERIES_MONTHS falls back to the months with data.
 */
export const fillMonths = <P extends { readonly month: string }>(
  points: readonly P[],
  blank: (month: string) => P,
  range: MonthRange = {},
): readonly P[] => {
  const byIndex = new Map<number, P>();
  for (const p of points) {
    const ym = yearMonthOf(p.month);
    if (ym !== undefined && p.month.length === 7 && !byIndex.has(monthIndex(ym)))
      byIndex.set(monthIndex(ym), p);
  }
  const known = [...byIndex.keys()];
  if (known.length === 0) return [];
  const from = yearMonthOf(range.from);
  const to = yearMonthOf(range.to);
  let first = Math.min(...known, ...(from === undefined ? [] : [monthIndex(from)]));
  let last = Math.max(...known, ...(to === undefined ? [] : [monthIndex(to)]));
  if (last - first + 1 > MAX_SERIES_MONTHS) [first, last] = [Math.min(...known), Math.max(...known)];
  const out: P[] = [];
  for (let i = first; i <= last; i++) out.push(byIndex.get(i) ?? blank(monthOfIndex(i)));
  return out;
};

/** A month of a trade series in which nothing shipped: its sums are 0 of 0 shipments, all known. */
export const emptyTradeMonth = (month: string) => ({
  month,
  shipments: 0,
  weightKg: 0,
  valueUsd: 0,
  weightKnown: 0,
  valueKnown: 0,
});
