// The figures of market analysis computed from sums: change on a year earlier, shares, the
// headline's quantity (only when one unit is summed: kilograms and pieces never add up) and its
// unit price, the monthly series with every month present, and the products' top list.

import { monthsBetween, type StatsPeriod } from "./stats-period.ts";

/** How many products the summary lists. */
export const STATS_TOP_PRODUCTS = 10;

/** value / earlier − 1, or null when there was nothing a year earlier (no ratio of zero). */
export const changeRatio = (value: number, earlier: number): number | null =>
  earlier === 0 ? null : value / earlier - 1;

/** A part of a whole, 0 when the whole is 0. */
export const shareOf = (value: number, total: number): number => (total === 0 ? 0 : value / total);

/** The quantity of a scope as sums per unit: one entry per unit seen (a row without a unit: ""). */
export interface UnitSum {
  readonly unit: string;
  readonly quantity: number;
}

export interface HeadlineSums {
  readonly value: number;
  readonly valueYearEarlier: number;
  /** Undefined when no row of the scope carries a weight. */
  readonly netWeight: number | undefined;
  readonly units: readonly UnitSum[];
}

export interface Headline {
  readonly value: number;
  readonly valueYearEarlier: number;
  readonly change: number | null;
  readonly netWeight?: number;
  readonly quantity?: number;
  readonly quantityUnit?: string;
  readonly unitPrice?: number;
  readonly unitPriceUnit?: string;
}

/** The one unit of a scope, or undefined when there are none, several, or rows without one. */
export const singleUnit = (units: readonly UnitSum[]): UnitSum | undefined =>
  units.length === 1 && (units[0] as UnitSum).unit !== "" ? units[0] : undefined;

export const headlineOf = (s: HeadlineSums): Headline => {
  const one = singleUnit(s.units);
  const base = {
    value: s.value,
    valueYearEarlier: s.valueYearEarlier,
    change: changeRatio(s.value, s.valueYearEarlier),
    ...(s.netWeight === undefined ? {} : { netWeight: s.netWeight }),
  };
  if (one !== undefined && one.quantity > 0)
    return {
      ...base,
      quantity: one.quantity,
      quantityUnit: one.unit,
      unitPrice: s.value / one.quantity,
      unitPriceUnit: one.unit,
    };
  const withQuantity = one === undefined ? base : { ...base, quantity: one.quantity, quantityUnit: one.unit };
  if (s.netWeight !== undefined && s.netWeight > 0)
    return { ...withQuantity, unitPrice: s.value / s.netWeight, unitPriceUnit: "kg" };
  return withQuantity;
};

export interface MonthSums {
  readonly period: string;
  readonly value: number;
  readonly quantity?: number;
}

/**
 * Every month of the period with its value and the value of the month a year before (absent months
 * count 0); quantities only when the headline has one unit.
 */
export const monthlySeries = (
  period: StatsPeriod,
  months: readonly MonthSums[],
  earlier: readonly MonthSums[],
  withQuantity: boolean,
): readonly { period: string; value: number; valueYearEarlier: number; quantity?: number }[] => {
  const now = new Map(months.map((m) => [m.period, m]));
  const before = new Map(earlier.map((m) => [m.period, m.value]));
  return monthsBetween(period.from, period.to).map((ym) => {
    const m = now.get(ym);
    const prior = `${String(Number(ym.slice(0, 4)) - 1).padStart(4, "0")}${ym.slice(4)}`;
    return {
      period: ym,
      value: m?.value ?? 0,
      valueYearEarlier: before.get(prior) ?? 0,
      ...(withQuantity ? { quantity: m?.quantity ?? 0 } : {}),
    };
  });
};

/** The top `n` products by value, ties by code, with their share of `total`. */
export const topProducts = (
  rows: readonly { readonly hs: string; readonly value: number }[],
  total: number,
  n: number = STATS_TOP_PRODUCTS,
): readonly { hs: string; value: number; share: number }[] =>
  [...rows]
    .sort((a, b) => b.value - a.value || (a.hs < b.hs ? -1 : a.hs > b.hs ? 1 : 0))
    .slice(0, n)
    .map((r) => ({ hs: r.hs, value: r.value, share: shareOf(r.value, total) }));
