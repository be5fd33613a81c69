// The importer's side of the SQLite trade store: upserts by (data set, source id), the full-text rows
// beside them, which version of a shipment counts, and the firms behind the parties' spellings.

import { goodsIndexText } from "@portolan/core";
import { type Db, inTransaction } from "../../sql/sqlite-database.ts";
import type { ShipmentToStore, TradeImportSink } from "../trade-import-port.ts";
import { PARTIES_FILL, REFS_FILL } from "./migrations/010-party-fields.ts";
import { resolveSqliteFirms } from "./sqlite-firm-resolution.ts";
import { firmRollupFill } from "./sqlite-firm-rollups.ts";
import { dropQueryIndexes, ensureQueryIndexes } from "./sqlite-query-indexes.ts";

// biome-ignore format: the columns in one order for the insert and its values
const COLUMNS = ["dataset", "source", "bill_key", "master_bill", "bill_type", "revision", "record_status", "day", "importer_name", "importer_country", "exporter_name", "exporter_country", "notify_name", "hs_code", "description", "quantity", "quantity_unit", "weight_kg", "value_usd", "origin_country", "destination_country", "reporting_country", "loading_port", "unloading_port", "carrier", "vessel", "transport_mode", "container_count", "hazmat", "detail", "importer_contact", "exporter_contact"] as const;

const values = (s: ShipmentToStore) => [
  s.dataset,
  s.source,
  s.billKey,
  s.masterBill,
  s.billType,
  s.revision,
  s.recordStatus,
  Number(s.date.replaceAll("-", "")),
  s.importer?.name ?? null,
  s.importer?.country ?? null,
  s.exporter?.name ?? null,
  s.exporter?.country ?? null,
  s.notify?.name ?? null,
  s.hsCode,
  s.description,
  s.quantity,
  s.quantityUnit,
  s.weightKg,
  s.valueUsd,
  s.originCountry,
  s.destinationCountry,
  s.reportingCountry,
  s.loadingPort,
  s.unloadingPort,
  s.carrier,
  s.vessel,
  s.transportMode,
  s.containerCount,
  s.hazmat ? 1 : 0,
  s.detail,
  s.importerContact ?? null,
  s.exporterContact ?? null,
];

// biome-ignore format: SQL reads best as written
const SQL = {
  find: "SELECT id, revision, detail, description, importer_name, exporter_name, importer_contact, exporter_contact FROM trade_bills WHERE dataset = ? AND source = ?",
  insert: `INSERT INTO trade_bills (${COLUMNS.join(", ")}) VALUES (${COLUMNS.map(() => "?").join(", ")})`,
  update: `UPDATE trade_bills SET ${COLUMNS.slice(2).map((c) => `${c} = ?`).join(", ")}, importer_id = NULL, exporter_id = NULL WHERE id = ?`,
  // Goods text only: searches by party go through the firms' names (trade_name_search), so the
  // table's importer and exporter columns stay empty (tokenising them was a sixth of the writes).
  textInsert: "INSERT INTO trade_bill_text (rowid, description) VALUES (?, ?)",
  textDelete: "DELETE FROM trade_bill_text WHERE rowid = ?",
  // Which versions of a shipment count: the rule of core's countedSources (D302), in SQL — a bill
  // counts unless an amendment of it comes later in laterVersion's order (revision, amendment over
  // new, source id); a new bill repeating a master number never hides another.
  recount: `UPDATE trade_bills INDEXED BY trade_bills_by_key SET counted = NOT EXISTS (
      SELECT 1 FROM trade_bills b INDEXED BY trade_bills_by_key
      WHERE b.dataset = trade_bills.dataset AND b.bill_key = trade_bills.bill_key
        AND b.record_status = 'A' AND b.id != trade_bills.id
        AND (b.revision, b.record_status = 'A', b.source)
          > (trade_bills.revision, trade_bills.record_status = 'A', trade_bills.source))
    WHERE dataset = ? AND bill_key = ?`,
  // A master bill whose consolidation has house bills is not counted: its houses are the shipments.
  // By the master-number index, named: left to itself the planner walks the (data set, counted, day)
  // index over the whole data set, 150 µs a bill (measured).
  masterCovered: `UPDATE trade_bills INDEXED BY trade_bills_by_master SET counted = 0
    WHERE dataset = ? AND master_bill = ? AND bill_type = 'M' AND counted = 1
      AND EXISTS (SELECT 1 FROM trade_bills h INDEXED BY trade_bills_by_master
        WHERE h.dataset = ? AND h.master_bill = ? AND h.bill_type = 'H')`,
  hasVersion: "SELECT 1 FROM trade_bills WHERE dataset = ? AND bill_key = ? LIMIT 1",
  hasRelease: "SELECT 1 FROM trade_releases WHERE release = ?",
  recordRelease: `INSERT OR REPLACE INTO trade_releases (release, files, rows_read, rows_loaded, rows_skipped, loaded_at)
    VALUES (?, ?, ?, ?, ?, ?)`,
} as const;

/** The goods text as indexed: folded, the goods an "other than" clause rules out left out (D329). */
const folded = (text: string | null | undefined) => (text == null ? null : goodsIndexText(text));

const sameContent = (row: Record<string, unknown>, s: ShipmentToStore) =>
  row.revision === s.revision &&
  row.detail === s.detail &&
  row.description === s.description &&
  row.importer_name === (s.importer?.name ?? null) &&
  row.exporter_name === (s.exporter?.name ?? null) &&
  row.importer_contact === (s.importerContact ?? null) &&
  row.exporter_contact === (s.exporterContact ?? null);

export interface SqliteSinkOptions {
  /** From how many shipments a firm's views are summed at import (tests set 0 to hold both reads to one answer). */
  readonly rollupMinShipments?: number;
}

export const sqliteImportSink = (db: Db, options: SqliteSinkOptions = {}): TradeImportSink => {
  const find = db.prepare(SQL.find);
  const insert = db.prepare(SQL.insert);
  const update = db.prepare(SQL.update);
  const textInsert = db.prepare(SQL.textInsert);
  const textDelete = db.prepare(SQL.textDelete);
  const recount = db.prepare(SQL.recount);
  const hasVersion = db.prepare(SQL.hasVersion);
  const masterCovered = db.prepare(SQL.masterCovered);
  const partiesFill = db.prepare(PARTIES_FILL);
  const refsFill = db.prepare(REFS_FILL);

  // A first load (into an empty store) builds the query indexes once at its end.
  let firstLoad: boolean | undefined;
  const writeShipments = (shipments: readonly ShipmentToStore[]): number =>
    inTransaction(db, () => {
      if (firstLoad === undefined) {
        firstLoad = db.prepare("SELECT 1 FROM trade_bills LIMIT 1").get() === undefined;
        if (firstLoad) dropQueryIndexes(db);
      }
      let added = 0;
      let first: number | bigint | undefined;
      let last: number | bigint | undefined;
      const keys = new Set<string>();
      const masters = new Set<string>();
      for (const s of shipments) {
        const row = find.get(s.dataset, s.source) as Record<string, unknown> | undefined;
        const text = folded(s.description);
        // Which version counts needs deciding only where a shipment has more than one.
        const another =
          row !== undefined || (s.billKey !== null && hasVersion.get(s.dataset, s.billKey) !== undefined);
        if (row === undefined) {
          const { lastInsertRowid } = insert.run(...values(s));
          textInsert.run(lastInsertRowid, text);
          first ??= lastInsertRowid;
          last = lastInsertRowid;
          added += 1;
        } else if (!sameContent(row, s)) {
          update.run(...values(s).slice(2), row.id as number);
          textDelete.run(row.id as number);
          textInsert.run(row.id as number, text);
        } else continue;
        if (s.billKey !== null && another) keys.add(`${s.dataset}\u0000${s.billKey}`);
        if (s.masterBill !== null) masters.add(`${s.dataset}\u0000${s.masterBill}`);
      }
      // The batch's new bills (ids in a row: one writer, one transaction) into the tables of bill
      // and container numbers and of vessel, notify party and address at once (t010, D347).
      if (first !== undefined && last !== undefined) {
        refsFill.run(first, last);
        partiesFill.run(first, last);
      }
      for (const k of keys) recount.run(...(k.split("\u0000") as [string, string]));
      for (const m of masters) {
        const [dataset, master] = m.split("\u0000") as [string, string];
        masterCovered.run(dataset, master, dataset, master);
      }
      return added;
    });

  return {
    // Large transactions: each commit writes every index page its random keys touched (at 1M bills,
    // 5,000 a batch took 12.8 s of writes, 50,000 took 11.5 s).
    batchSize: 50_000,
    hasRelease: async (release) => db.prepare(SQL.hasRelease).get(release) !== undefined,
    writeShipments: async (shipments) => writeShipments(shipments),
    recordRelease: async (r) => {
      inTransaction(db, () => {
        db.prepare(SQL.recordRelease).run(
          r.release,
          JSON.stringify(r.files),
          r.rowsRead,
          r.rowsLoaded,
          r.rowsSkipped,
          r.loadedAt,
        );
        db.exec("INSERT OR IGNORE INTO trade_import_unfinished (id) VALUES (1)");
      });
    },
    resolveCompanies: async () => resolveSqliteFirms(db),
    unfinished: async () => db.prepare("SELECT 1 FROM trade_import_unfinished").get() !== undefined,
    refreshTotals: async () => {
      inTransaction(db, () => {
        db.exec("DELETE FROM trade_totals");
        db.exec(`INSERT INTO trade_totals (dataset, country, records, first_day, last_day)
          SELECT dataset, coalesce(reporting_country, ''), COUNT(*), MIN(day), MAX(day)
          FROM trade_bills WHERE counted = 1 GROUP BY 1, 2`);
        db.exec(firmRollupFill(options.rollupMinShipments));
        db.exec("DELETE FROM trade_import_unfinished");
      });
      if (firstLoad === true) {
        ensureQueryIndexes(db);
        firstLoad = false;
      }
    },
  };
};
