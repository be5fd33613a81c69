// Writing checked statistics rows: a row already in the store from another file (its natural key)
// takes the newer file's figures, so loading a file again, or a revised one, never counts a figure
// twice; the same key twice in one file is the file's mistake, reported by the caller.
import type { StatsRow } from "@portolan/core";
import type { Db } from "../../sql/sqlite-database.ts";

const COLUMNS = "value_usd, value_cny, net_weight, qty, qty_unit, qty2, qty2_unit, file_id";
const UPSERT = `INSERT INTO stats_rows
  (source, reporter, flow, partner, hs, period, trade_mode, province, ${COLUMNS})
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
  ON CONFLICT (source, flow, period, reporter, partner, hs, trade_mode, province) DO UPDATE SET
  ${COLUMNS.split(", ")
    .map((c) => `${c} = excluded.${c}`)
    .join(", ")}
  WHERE stats_rows.file_id <> excluded.file_id`;

/**
 * Writes the rows (inside the caller's transaction); the indexes of those whose key this file
 * wrote already (written once, the first time).
 */
export const insertStatsRows = (db: Db, rows: readonly StatsRow[], fileId: number): number[] => {
  const upsert = db.prepare(UPSERT);
  const repeated: number[] = [];
  rows.forEach((r, i) => {
    const { changes } = upsert.run(
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
    if (Number(changes) === 0) repeated.push(i);
  });
  return repeated;
};
