// The statistics store's reads: sums over stats_rows grouped as each call needs, turned into the
// answer's figures by core's rules (change, share, one-unit quantity, months filled, order).

import {
  changeRatio,
  comparePartnerRows,
  headlineOf,
  monthlySeries,
  periodText,
  type StatsPartnerOrder,
  type StatsPeriod,
  type StatsQuery,
  shareOf,
  singleUnit,
  topProducts,
  yearEarlier,
} from "@portolan/core";
import type { Db } from "../sql/sqlite-database.ts";
import { statsWhere, valueColumn } from "./stats-where.ts";

type Row = Record<string, number | string | null>;
const num = (v: unknown): number => (typeof v === "number" ? v : 0);

export interface PartnerFigures {
  readonly partner: string;
  readonly value: number;
  readonly share: number;
  readonly valueYearEarlier: number;
  readonly change: number | null;
  readonly quantity?: number;
  readonly quantityUnit?: string;
  readonly netWeight?: number;
}

export const statsStore = (db: Db) => {
  const all = (sql: string, params: readonly (string | number)[]) => db.prepare(sql).all(...params) as Row[];

  const totalOf = (q: StatsQuery, p: StatsPeriod): number => {
    const w = statsWhere(q, p);
    return num(all(`SELECT SUM(${valueColumn(q)}) AS v FROM stats_rows WHERE ${w.sql}`, w.params)[0]?.v);
  };

  const byPartner = (q: StatsQuery, p: StatsPeriod) => {
    const w = statsWhere(q, p);
    return all(
      `SELECT partner, SUM(${valueColumn(q)}) AS v, SUM(net_weight) AS wt, COUNT(net_weight) AS nwt,
         COUNT(*) AS n, COUNT(qty) AS nq, MIN(qty_unit) AS u1, MAX(qty_unit) AS u2, SUM(qty) AS q
       FROM stats_rows WHERE ${w.sql} GROUP BY partner`,
      w.params,
    );
  };

  return {
    /** The oldest month of a source loaded, yyyy-MM. */
    firstPeriod: (source: string): string | undefined => {
      const v = all("SELECT MIN(period) AS p FROM stats_rows WHERE source = ?", [source])[0]?.p;
      return typeof v === "number" ? periodText(v) : undefined;
    },

    /** The newest month of a source loaded, yyyy-MM. */
    lastPeriod: (source: string): string | undefined => {
      const v = all("SELECT MAX(period) AS p FROM stats_rows WHERE source = ?", [source])[0]?.p;
      return typeof v === "number" ? periodText(v) : undefined;
    },

    options: (source: string) => {
      const list = (column: string) =>
        all(`SELECT DISTINCT ${column} AS c FROM stats_rows WHERE source = ? ORDER BY 1`, [source]).map((r) =>
          String(r.c),
        );
      const span = all("SELECT MIN(period) AS a, MAX(period) AS b FROM stats_rows WHERE source = ?", [
        source,
      ])[0];
      const missingCny = all("SELECT 1 AS x FROM stats_rows WHERE source = ? AND value_cny IS NULL LIMIT 1", [
        source,
      ]);
      return {
        reporters: list("reporter"),
        partners: list("partner"),
        flows: list("flow"),
        tradeModes: source === "cn" ? list("trade_mode") : [],
        provinces: source === "cn" ? list("province") : [],
        first: typeof span?.a === "number" ? periodText(span.a) : undefined,
        last: typeof span?.b === "number" ? periodText(span.b) : undefined,
        everyRowHasCny: missingCny.length === 0,
      };
    },

    summary: (q: StatsQuery, period: StatsPeriod, top: number) => {
      const w = statsWhere(q, period);
      const v = valueColumn(q);
      const earlierPeriod = yearEarlier(period);
      const head = all(
        `SELECT SUM(${v}) AS v, SUM(net_weight) AS wt, COUNT(net_weight) AS nwt FROM stats_rows WHERE ${w.sql}`,
        w.params,
      )[0];
      const units = all(
        `SELECT COALESCE(qty_unit, '') AS u, SUM(COALESCE(qty, 0)) AS q FROM stats_rows WHERE ${w.sql} GROUP BY 1 ORDER BY 1`,
        w.params,
      ).map((r) => ({ unit: String(r.u), quantity: num(r.q) }));
      const value = num(head?.v);
      const headline = headlineOf({
        value,
        valueYearEarlier: totalOf(q, earlierPeriod),
        netWeight: num(head?.nwt) > 0 ? num(head?.wt) : undefined,
        units,
      });
      const months = (p: StatsPeriod) => {
        const pw = statsWhere(q, p);
        return all(
          `SELECT period, SUM(${v}) AS v, SUM(qty) AS q FROM stats_rows WHERE ${pw.sql} GROUP BY period`,
          pw.params,
        ).map((r) => ({ period: periodText(num(r.period)), value: num(r.v), quantity: num(r.q) }));
      };
      const products = all(
        `SELECT substr(hs, 1, ?) AS hs, SUM(${v}) AS v FROM stats_rows WHERE ${w.sql} GROUP BY 1`,
        [q.hsLevel, ...w.params],
      ).map((r) => ({ hs: String(r.hs), value: num(r.v) }));
      return {
        headline,
        monthly: monthlySeries(
          period,
          months(period),
          months(earlierPeriod),
          singleUnit(units) !== undefined,
        ),
        products: topProducts(products, value, top),
      };
    },

    /** Every partner with trade in the period, in the order asked (changes null unless `comparable`). */
    partners: (q: StatsQuery, period: StatsPeriod, order: StatsPartnerOrder, comparable = true) => {
      const now = byPartner(q, period);
      const before = new Map(byPartner(q, yearEarlier(period)).map((r) => [String(r.partner), num(r.v)]));
      const total = now.reduce((s, r) => s + num(r.v), 0);
      const rows: PartnerFigures[] = now.map((r) => {
        const value = num(r.v);
        const earlier = before.get(String(r.partner)) ?? 0;
        const oneUnit = num(r.nq) === num(r.n) && r.u1 !== null && r.u1 === r.u2;
        return {
          partner: String(r.partner),
          value,
          share: shareOf(value, total),
          valueYearEarlier: earlier,
          change: comparable ? changeRatio(value, earlier) : null,
          ...(oneUnit ? { quantity: num(r.q), quantityUnit: String(r.u1) } : {}),
          ...(num(r.nwt) > 0 ? { netWeight: num(r.wt) } : {}),
        };
      });
      return { total, rows: rows.sort(comparePartnerRows(order)) };
    },

    breakdown: (q: StatsQuery, period: StatsPeriod, by: "tradeMode" | "province") => {
      const column = by === "tradeMode" ? "trade_mode" : "province";
      const sums = (p: StatsPeriod) => {
        const w = statsWhere(q, p);
        return all(
          `SELECT ${column} AS c, SUM(${valueColumn(q)}) AS v FROM stats_rows WHERE ${w.sql} GROUP BY 1`,
          w.params,
        );
      };
      const now = sums(period);
      const before = new Map(sums(yearEarlier(period)).map((r) => [String(r.c), num(r.v)]));
      const total = now.reduce((s, r) => s + num(r.v), 0);
      return now
        .map((r) => {
          const value = num(r.v);
          const earlier = before.get(String(r.c)) ?? 0;
          return {
            code: String(r.c),
            value,
            share: shareOf(value, total),
            valueYearEarlier: earlier,
            change: changeRatio(value, earlier),
          };
        })
        .sort((a, b) => b.value - a.value || (a.code < b.code ? -1 : 1));
    },
  };
};

export type StatsStore = ReturnType<typeof statsStore>;
