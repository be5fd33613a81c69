// A statistics query as SQL conditions over stats_rows: the source, flow and months, and each
// filter the query names. Values are bound, never spliced; an HS prefix is digits (core checked).
import { periodNumber, type StatsPeriod, type StatsQuery } from "@portolan/core";

export type SqlValue = string | number;

export interface Where {
  readonly sql: string;
  readonly params: readonly SqlValue[];
}

const inList = (column: string, values: readonly string[], out: string[], params: SqlValue[]) => {
  if (values.length === 0) return;
  out.push(`${column} IN (${values.map(() => "?").join(", ")})`);
  params.push(...values);
};

export const statsWhere = (q: StatsQuery, period: StatsPeriod): Where => {
  const out = ["source = ?", "flow = ?", "period BETWEEN ? AND ?"];
  const params: SqlValue[] = [
    q.source,
    q.flow === "import" ? "M" : "X",
    periodNumber(period.from),
    periodNumber(period.to),
  ];
  inList("reporter", q.reporters, out, params);
  inList("partner", q.partners, out, params);
  inList("trade_mode", q.tradeModes, out, params);
  inList("province", q.provinces, out, params);
  if (q.hsPrefix !== undefined) {
    // A range on the key rather than LIKE: the same rows, and SQLite can bound it.
    out.push("hs >= ? AND hs < ?");
    params.push(q.hsPrefix, `${q.hsPrefix}:`);
  }
  return { sql: out.join(" AND "), params };
};

/** The value column of the currency asked (yuan only where China customs gave it). */
export const valueColumn = (q: StatsQuery): string =>
  q.currency === "CNY" ? "COALESCE(value_cny, 0)" : "value_usd";
