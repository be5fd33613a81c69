// Writing checked statistics rows: a row already in the store (its natural key) takes the newer
// file's figures, so loading a file again, or a revised one, never counts a figure twice.
import type { StatsRow } from "@portolan/core";
import type { Db } from "../../storage/sqlite/database.ts";

const INSERT = `INSERT OR REPLACE INTO stats_rows
  (source, reporter, flow, partner, hs, period, trade_mode, province, value_usd, value_cny, net_weight, qty, qty_unit, qty2, qty2_unit, file_id)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;

/** Inserts the rows (inside the caller's transaction); the count written. */
export const insertStatsRows = (db: Db, rows: readonly StatsRow[], fileId: number): number => {
  const insert = db.prepare(INSERT);
  for (const r of rows)
    insert.run(
      r.source,
      r.reporter,
      r.flow,
      r.partner,
      r.hs,
      r.period,
      r.tradeMode,
      r.province,
      r.valueUsd,
      r.valueCny ?? null,
      r.netWeight ?? null,
      r.quantity ?? null,
      r.quantityUnit ?? null,
      r.quantity2 ?? null,
      r.quantity2Unit ?? null,
      fileId,
    );
  return rows.length;
};
