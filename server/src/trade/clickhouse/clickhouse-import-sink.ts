// The importer's side of the ClickHouse trade store. ClickHouse has no cheap row updates, so the
// sink decides in TypeScript, by core's rules, what the SQLite store decides in SQL: which records
// are new or changed (by data set and source id), which version of each shipment counts
// (countedSources), and the firms behind the spellings (clickhouse-firm-resolution.ts). Changed rows are written
// again with a higher version; the ReplacingMergeTree keeps the last.

import { countedSources, goodsIndexText, recordKey, type TradeShipment } from "@portolan/core";
import type { ShipmentToStore, TradeImportSink } from "../trade-import-port.ts";
import { insertsByMonth, monthOf } from "./clickhouse-bills-by-month.ts";
import { importUnfinished } from "./clickhouse-bills-table.ts";
import { linkFirms } from "./clickhouse-firm-links.ts";
import { resolveClickHouseFirms } from "./clickhouse-firm-resolution.ts";
import { fillFirmSides } from "./clickhouse-firm-sides.ts";
import type { ClickHouseExecutor } from "./executor.ts";

type Row = Record<string, unknown>;

const toRow = (s: ShipmentToStore, id: number, counted: boolean, version: number): Row & { day: number } => ({
  id,
  dataset: s.dataset,
  source: s.source,
  bill_key: s.billKey,
  master_bill: s.masterBill,
  bill_type: s.billType,
  revision: s.revision,
  record_status: s.recordStatus,
  counted: counted ? 1 : 0,
  day: Number(s.date.replaceAll("-", "")),
  importer_name: s.importer?.name ?? null,
  importer_country: s.importer?.country ?? null,
  exporter_name: s.exporter?.name ?? null,
  exporter_country: s.exporter?.country ?? null,
  notify_name: s.notify?.name ?? null,
  hs_code: s.hsCode,
  description: s.description,
  // As indexed: the goods an "other than" clause rules out left out (D329).
  description_folded: s.description === null ? "" : goodsIndexText(s.description),
  quantity: s.quantity,
  quantity_unit: s.quantityUnit,
  weight_kg: s.weightKg,
  value_usd: s.valueUsd,
  origin_country: s.originCountry,
  destination_country: s.destinationCountry,
  reporting_country: s.reportingCountry,
  loading_port: s.loadingPort,
  unloading_port: s.unloadingPort,
  carrier: s.carrier,
  vessel: s.vessel,
  transport_mode: s.transportMode,
  container_count: s.containerCount,
  hazmat: s.hazmat ? 1 : 0,
  detail: s.detail,
  importer_contact: s.importerContact ?? null,
  exporter_contact: s.exporterContact ?? null,
  version,
});

/** A stored row read back as the shipment it was written from. */
const fromRow = (r: Row): ShipmentToStore => {
  const party = (name: unknown, country: unknown) =>
    name === null ? null : { name: String(name), country: (country as string | null) ?? null };
  return {
    dataset: String(r.dataset),
    source: String(r.source),
    billKey: r.bill_key as string | null,
    masterBill: r.master_bill as string | null,
    billType: r.bill_type as "M" | "H" | null,
    revision: String(r.revision),
    date: String(r.day).replace(/^(\d{4})(\d{2})(\d{2})$/, "$1-$2-$3"),
    importer: party(r.importer_name, r.importer_country),
    exporter: party(r.exporter_name, r.exporter_country),
    notify: r.notify_name === null ? null : { name: String(r.notify_name), country: null },
    hsCode: r.hs_code as string | null,
    description: r.description as string | null,
    quantity: r.quantity as number | null,
    quantityUnit: r.quantity_unit as string | null,
    weightKg: r.weight_kg as number | null,
    valueUsd: r.value_usd as number | null,
    originCountry: r.origin_country as string | null,
    destinationCountry: r.destination_country as string | null,
    reportingCountry: r.reporting_country as string | null,
    loadingPort: r.loading_port as string | null,
    unloadingPort: r.unloading_port as string | null,
    carrier: r.carrier as string | null,
    vessel: r.vessel as string | null,
    transportMode: r.transport_mode as TradeShipment["transportMode"],
    containerCount: Number(r.container_count),
    hazmat: Number(r.hazmat) === 1,
    recordStatus: r.record_status === "A" ? "A" : "N",
    detail: r.detail as string | null,
    importerContact: (r.importer_contact as string | null | undefined) ?? null,
    exporterContact: (r.exporter_contact as string | null | undefined) ?? null,
  };
};

/** The fields compared as JSON; the detail and the contacts apart (a source without contacts leaves them out). */
const fields = (s: ShipmentToStore) =>
  JSON.stringify({ ...s, detail: null, importerContact: undefined, exporterContact: undefined });

const sameContent = (a: ShipmentToStore, b: ShipmentToStore) =>
  fields(a) === fields(b) &&
  a.detail === b.detail &&
  (a.importerContact ?? null) === (b.importerContact ?? null) &&
  (a.exporterContact ?? null) === (b.exporterContact ?? null);

export const clickhouseImportSink = (ch: ClickHouseExecutor, db: string): TradeImportSink => {
  let next: { id: number; version: number } | undefined;
  const counters = async () => {
    if (next === undefined) {
      const [r] = await ch.rows<{ id: string; version: string }>(
        `SELECT toString(max(id)) AS id, toString(max(version)) AS version FROM ${db}.trade_bills`,
      );
      next = { id: Number(r?.id ?? 0) + 1, version: Number(r?.version ?? 0) + 1 };
    }
    return next;
  };

  // Set before a load's first write, since reads merge replaced records (FINAL) only while it is
  // set (clickhouse-bills-table.ts); cleared by refreshTotals once the table is merged.
  let marked = false;
  const mark = async (at: number) => {
    if (marked) return;
    await ch.insert(`${db}.trade_import_unfinished`, [{ at }]);
    marked = true;
  };

  const writeShipments = async (batch: readonly ShipmentToStore[]): Promise<number> => {
    await mark(0);
    const n = await counters();
    const version = n.version;
    n.version += 1;
    // Every stored version of the shipments the batch touches, and the records it names again
    // (a bill key or master number of another data set comes along and changes nothing).
    await ch.run(`TRUNCATE TABLE ${db}.trade_import_keys`);
    await ch.insert(
      `${db}.trade_import_keys`,
      batch.map((s) => ({
        dataset: s.dataset,
        source: s.source,
        bill_key: s.billKey ?? "",
        master_bill: s.masterBill ?? "",
      })),
    );
    const keys = `${db}.trade_import_keys`;
    // Which stored records the batch touches, from the four key columns alone, then those records
    // whole: one read of every column of every bill with FINAL per batch made a load slow down as
    // the store grew (30M bills: 25k rows/s at the start, 8.5k past 28M rows).
    const touched = `(SELECT DISTINCT dataset, source FROM ${db}.trade_bills
       WHERE (dataset, source) IN (SELECT dataset, source FROM ${keys})
          OR bill_key IN (SELECT bill_key FROM ${keys} WHERE bill_key != '')
          OR master_bill IN (SELECT master_bill FROM ${keys} WHERE master_bill != ''))`;
    const stored = await ch.rows(
      `SELECT * FROM ${db}.trade_bills FINAL WHERE (dataset, source) IN ${touched}`,
    );
    const byKey = new Map<string, { id: number; counted: boolean; shipment: ShipmentToStore }>();
    // The months each record is stored under (one unless a write was cut off; see below).
    const storedDays = new Map<string, number[]>();
    for (const r of stored) {
      const k = recordKey(String(r.dataset), String(r.source));
      byKey.set(k, { id: Number(r.id), counted: Number(r.counted) === 1, shipment: fromRow(r) });
      storedDays.set(k, [...(storedDays.get(k) ?? []), Number(r.day)]);
    }
    let added = 0;
    const changed = new Set<string>();
    for (const s of batch) {
      const k = recordKey(s.dataset, s.source);
      const old = byKey.get(k);
      if (old !== undefined && sameContent(old.shipment, s)) continue;
      if (old === undefined) added += 1;
      byKey.set(k, { id: old?.id ?? n.id++, counted: false, shipment: s });
      changed.add(k);
    }
    const all = [...byKey.values()];
    const counted = countedSources(all.map((v) => v.shipment));
    const rows: (Row & { day: number })[] = [];
    // Old versions in another month's partition, which no merge would replace (a record's date
    // amended): deleted before the new versions are written, so a cut-off write leaves the record
    // missing, and loading the release again writes it, rather than leaving it twice.
    const moved: Row[] = [];
    for (const [k, v] of byKey) {
      const isCounted = counted.has(k);
      if (!changed.has(k) && isCounted === v.counted) continue;
      const row = toRow(v.shipment, v.id, isCounted, version);
      rows.push(row);
      for (const day of storedDays.get(k) ?? [])
        if (monthOf(day) !== monthOf(row.day))
          moved.push({ dataset: v.shipment.dataset, source: v.shipment.source, day });
    }
    if (moved.length > 0) {
      await ch.run(`TRUNCATE TABLE ${db}.trade_import_moved`);
      await ch.insert(`${db}.trade_import_moved`, moved);
      await ch.run(
        `DELETE FROM ${db}.trade_bills
         WHERE (dataset, source, day) IN (SELECT dataset, source, day FROM ${db}.trade_import_moved)`,
      );
    }
    for (const part of insertsByMonth(rows)) await ch.insert(`${db}.trade_bills`, part);
    return added;
  };

  return {
    batchSize: 100_000,
    hasRelease: async (release) =>
      (
        await ch.rows(`SELECT 1 FROM ${db}.trade_releases WHERE release = {release:String} LIMIT 1`, {
          release,
        })
      ).length > 0,
    writeShipments,
    recordRelease: async (r) => {
      // The mark first: a load cut off between the two finishes once more, never not at all.
      await mark(r.loadedAt);
      await ch.insert(`${db}.trade_releases`, [
        {
          release: r.release,
          files: JSON.stringify(r.files),
          rows_read: r.rowsRead,
          rows_loaded: r.rowsLoaded,
          rows_skipped: r.rowsSkipped,
          loaded_at: r.loadedAt,
        },
      ]);
    },
    resolveCompanies: async () => {
      // One part per month first: the firm links are a mutation, which ClickHouse schedules part by
      // part, about 0.17 s apart (measured: 36 parts 6.4 s, one part 17 ms). Unmerged, a 250k-bill
      // load left 84 parts and linked them in 13 s; merged, the mutation leaves one part per month,
      // which refreshTotals then need not merge again.
      await ch.run(`OPTIMIZE TABLE ${db}.trade_bills FINAL`);
      const report = await resolveClickHouseFirms(ch, db);
      await linkFirms(ch, db);
      return report;
    },
    refreshTotals: async () => {
      // One part per month after an import: reads need not merge versions on the fly. A month
      // already merged into one part (by resolveCompanies) is not rewritten.
      await ch.run(`OPTIMIZE TABLE ${db}.trade_bills FINAL SETTINGS optimize_skip_merged_partitions = 1`);
      await ch.run(`TRUNCATE TABLE ${db}.trade_totals`);
      await ch.run(
        `INSERT INTO ${db}.trade_totals SELECT dataset, coalesce(reporting_country, ''), count(), min(day), max(day)
         FROM ${db}.trade_bills FINAL WHERE counted = 1 GROUP BY dataset, coalesce(reporting_country, '')`,
      );
      await fillFirmSides(ch, db);
      await ch.run(`TRUNCATE TABLE ${db}.trade_import_unfinished`);
      marked = false;
    },
    unfinished: () => importUnfinished(ch, db),
  };
};
