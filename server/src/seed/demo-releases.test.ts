import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pairwiseScores } from "@portolan/core";
import { beforeAll, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "../sql/sqlite-database.ts";
import type { ImportReport } from "../trade/import/import-report.ts";
import { importReleases } from "../trade/import/importer.ts";
import { TRADE_MIGRATIONS } from "../trade/sqlite/migrations/index.ts";
import { sqliteImportSink } from "../trade/sqlite/sqlite-import-sink.ts";
import { mulberry32 } from "./prng.ts";
import { referenceTables } from "./reference-tables.ts";
import { AMS_DEMO_DATASET, type WrittenReleases, writeDemoReleases } from "./release-writer.ts";
import { DEFAULT_GENERATOR_OPTIONS, generateShipments } from "./shipment-generator.ts";

let db: Db;
let written: WrittenReleases;
let report: ImportReport;
let generated: ReturnType<typeof generateShipments>;

beforeAll(async () => {
  generated = generateShipments(referenceTables(), { ...DEFAULT_GENERATOR_OPTIONS, records: 8000 });
  const dir = mkdtempSync(join(tmpdir(), "demo-releases-"));
  written = writeDemoReleases(dir, generated, mulberry32(7));
  expect(readdirSync(dir)).toHaveLength(written.files);
  db = openDatabase(":memory:", { migrations: TRADE_MIGRATIONS, synchronous: "NORMAL" });
  report = await importReleases([dir], sqliteImportSink(db), { now: () => 0 });
}, 60_000);

describe("the demo data, written as release files and loaded by the importer", () => {
  it("loads every row, skipping none", () => {
    expect(report.skipped).toEqual([]);
    expect(report.rowsLoaded).toBe(report.rowsRead);
  });

  it("counts each generated shipment once: amendments and master bills of house bills are not counted again", () => {
    const counted = db.prepare("SELECT COUNT(*) AS n FROM trade_bills WHERE counted = 1").get()?.n;
    expect(counted).toBe(generated.shipments.length);
    const stored = db.prepare("SELECT COUNT(*) AS n FROM trade_bills").get()?.n as number;
    expect(stored).toBeGreaterThan(generated.shipments.length);
  });

  it("has what real bills have: no HS code on some, hazmat, several containers, amendments, house bills", () => {
    const us = db
      .prepare(
        `SELECT SUM(hs_code IS NULL) AS no_hs, SUM(hazmat) AS hazmat, SUM(container_count > 1) AS multi,
           SUM(record_status = 'A') AS amended, SUM(bill_type = 'H') AS house, COUNT(*) AS n
         FROM trade_bills WHERE dataset = ?`,
      )
      .get(AMS_DEMO_DATASET) as Record<string, number>;
    expect(us.n).toBeGreaterThan(100);
    for (const k of ["no_hs", "hazmat", "multi", "amended", "house"]) expect(us[k]).toBeGreaterThan(0);
  });

  it("groups the spellings of each firm with precision ≥ 0.98 and recall ≥ 0.95", () => {
    const truthOf = new Map<string, number>();
    for (const t of written.truth) truthOf.set(`${t.country}\u0000${t.name}`, t.companyId);
    const names = db.prepare("SELECT country, name, company_id FROM trade_company_names").all() as {
      country: string;
      name: string;
      company_id: number;
    }[];
    // Every stored spelling is one the files carried (notify parties are no firms of the profiles).
    for (const n of names) expect(truthOf.has(`${n.country}\u0000${n.name}`)).toBe(true);
    expect(names.length).toBeGreaterThan(1000);
    const scores = pairwiseScores(
      names.map((n) => n.company_id),
      names.map((n) => truthOf.get(`${n.country}\u0000${n.name}`) as number),
    );
    console.info(
      `entity resolution on the demo data: ${names.length} spellings, precision ${scores.precision.toFixed(4)}, recall ${scores.recall.toFixed(4)}`,
    );
    expect(scores.precision).toBeGreaterThanOrEqual(0.98);
    expect(scores.recall).toBeGreaterThanOrEqual(0.95);
  });
});
