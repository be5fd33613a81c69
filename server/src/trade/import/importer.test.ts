import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { AMS_COLUMNS, type AmsTable, amsFileName } from "@portolan/core";
import { beforeEach, describe, expect, it } from "vitest";
import { formatCsv } from "../../seed/csv.ts";
import { type Db, openDatabase } from "../../storage/sqlite/database.ts";
import { TRADE_MIGRATIONS } from "../sqlite/migrations/index.ts";
import { sqliteImportSink } from "../sqlite/sqlite-import-sink.ts";
import { skipsByReason } from "./import-report.ts";
import { importReleases } from "./importer.ts";

type Rows = Partial<Record<AmsTable, readonly Record<string, string>[]>>;

const writeRelease = (dir: string, release: string, rows: Rows, gzip = false) => {
  for (const [table, list] of Object.entries(rows) as [AmsTable, Record<string, string>[]][]) {
    const columns = AMS_COLUMNS[table];
    const text = formatCsv([[...columns], ...list.map((r) => columns.map((c) => r[c] ?? ""))]);
    const file = join(dir, amsFileName({ table, year: 2026, release, gzip }));
    writeFileSync(file, gzip ? gzipSync(text) : text);
  }
};

const header = (identifier: string, date: string, status = "N") => ({
  identifier,
  estimated_arrival_date: date,
  record_status_indicator: status,
  weight: "1000",
  weight_unit: "Kilograms",
  carrier_code: "MAEU",
  port_of_unlading: "USLAX",
  foreign_port_of_lading: "CNSHA",
  mode_of_transportation: "11",
});
const billgen = (identifier: string, master: string, house = "", update = "2026-06-01") => ({
  identifier,
  master_bol_number: master,
  house_bol_number: house,
  trade_update_date: update,
});
const consignee = (identifier: string, name: string) => ({
  identifier,
  consignee_name: name,
  country_code: "US",
});
const shipper = (identifier: string, name: string) => ({
  identifier,
  shipper_party_name: name,
  country_code: "CN",
});

let db: Db;
let dir: string;
const now = () => 1_000;
const counted = () =>
  db
    .prepare("SELECT source FROM trade_bills WHERE counted = 1 ORDER BY source")
    .all()
    .map((r) => r.source);

beforeEach(() => {
  db = openDatabase(":memory:", { migrations: TRADE_MIGRATIONS, synchronous: "NORMAL" });
  dir = mkdtempSync(join(tmpdir(), "ams-"));
});

describe("importReleases", () => {
  it("finishes the firms and totals of a load cut off after its last release, with no release to add", async () => {
    writeRelease(dir, "202606010000", {
      header: [header("1", "2026-06-01")],
      billgen: [billgen("1", "MAEU100")],
      consignee: [consignee("1", "ACME INC")],
      shipper: [shipper("1", "HAITIAN TRADING CO LTD")],
    });
    const sink = sqliteImportSink(db);
    const cut = { ...sink, resolveCompanies: () => Promise.reject(new Error("killed")) };
    await expect(importReleases([dir], cut, { now })).rejects.toThrow("killed");
    expect(await sink.unfinished()).toBe(true);
    const firms = () => (db.prepare("SELECT COUNT(*) AS n FROM trade_companies").get() as { n: number }).n;
    expect(firms()).toBe(0);

    const again = await importReleases([dir], sink, { now });
    expect(again).toMatchObject({ releasesLoaded: 0, releasesAlreadyIn: 1 });
    expect(firms()).toBe(2);
    expect(db.prepare("SELECT records FROM trade_totals").all()).toEqual([{ records: 1 }]);
    expect(await sink.unfinished()).toBe(false);
  });

  it("loads a release's bills joined from their tables, and reports each bad row with its line", async () => {
    writeRelease(dir, "202606010000", {
      header: [header("1", "2026-06-01"), header("2", "2026-06-31"), header("3", "2026-06-02")],
      billgen: [billgen("1", "MAEU100"), billgen("3", "MAEU300")],
      consignee: [consignee("1", "ACME INC"), consignee("3", "Acme, Inc.")],
      shipper: [shipper("1", "HAITIAN TRADING CO LTD"), shipper("3", "")],
      cargodesc: [
        {
          identifier: "1",
          container_number: "MSKU1234565",
          description_sequence_number: "2",
          description_text: "WOODEN CHAIRS",
        },
        {
          identifier: "1",
          container_number: "MSKU1234565",
          description_sequence_number: "1",
          description_text: "FURNITURE",
        },
      ],
      tariff: [
        {
          identifier: "1",
          container_number: "MSKU1234565",
          description_sequence_number: "1",
          harmonized_number: "9401.61",
          harmonized_value: "5000",
        },
        { identifier: "3", harmonized_number: "CHAIR" },
      ],
      container: [{ identifier: "1", container_number: "MSKU1234565" }],
      hazmat: [{ identifier: "9", hazmat_code: "1263" }],
    });
    const report = await importReleases([dir], sqliteImportSink(db), { now });
    expect(report.releasesLoaded).toBe(1);
    expect(report.shipmentsAdded).toBe(2);
    expect(Object.fromEntries(skipsByReason(report))).toEqual({
      "import.skip.badDate": 1,
      "import.skip.noName": 1,
      "import.skip.badHsCode": 1,
      "import.skip.noBill": 1,
    });
    expect(report.skipped.find((s) => s.reason === "import.skip.badDate")).toMatchObject({
      line: 3,
      column: "estimated_arrival_date",
    });
    expect(report.rowsRead).toBe(report.rowsLoaded + report.skipped.length);
    const bill = db.prepare("SELECT * FROM trade_bills WHERE source = '1'").get() as Record<string, unknown>;
    expect(bill).toMatchObject({
      description: "FURNITURE WOODEN CHAIRS",
      hs_code: "940161",
      value_usd: 5000,
      weight_kg: 1000,
      day: 20260601,
      container_count: 1,
      bill_type: "M",
      transport_mode: "SEA",
      importer_name: "ACME INC",
      origin_country: "CN",
    });
    expect(JSON.parse(bill.detail as string).cargodesc).toHaveLength(2);
    // Both spellings of Acme are one firm.
    const ids = db.prepare("SELECT DISTINCT importer_id FROM trade_bills").all();
    expect(ids).toHaveLength(1);
    expect(report.companies).toMatchObject({ names: 3, companies: 2 });
  });

  it("changes nothing when the same release is loaded again", async () => {
    writeRelease(
      dir,
      "202606010000",
      { header: [header("1", "2026-06-01")], billgen: [billgen("1", "M1")] },
      true,
    );
    const sink = sqliteImportSink(db);
    await importReleases([dir], sink, { now });
    const before = db.prepare("SELECT * FROM trade_bills").all();
    const again = await importReleases([dir], sink, { now });
    expect(again).toMatchObject({ releasesLoaded: 0, releasesAlreadyIn: 1, shipmentsAdded: 0 });
    expect(db.prepare("SELECT * FROM trade_bills").all()).toEqual(before);
  });

  it("counts an amended bill once, its latest version, and house bills instead of their master", async () => {
    writeRelease(dir, "202606010000", {
      header: [header("1", "2026-06-01"), header("2", "2026-06-01")],
      billgen: [billgen("1", "M1"), billgen("2", "M2")],
    });
    writeRelease(dir, "202606080000", {
      header: [header("3", "2026-06-01", "A"), header("4", "2026-06-02"), header("5", "2026-06-02")],
      billgen: [billgen("3", "M1", "", "2026-06-05"), billgen("4", "M2", "H1"), billgen("5", "M2", "H2")],
    });
    const report = await importReleases([dir], sqliteImportSink(db), { now });
    expect(report.shipmentsAdded).toBe(5);
    expect(counted()).toEqual(["3", "4", "5"]);
  });

  it("reports files it cannot use and folders that are not there, and goes on", async () => {
    writeFileSync(join(dir, "notes.txt"), "hello");
    writeFileSync(
      join(dir, amsFileName({ table: "header", year: 2026, release: "202606010000" })),
      "foo,bar\n1,2\n",
    );
    writeFileSync(
      join(dir, amsFileName({ table: "billgen", year: 2026, release: "202606010000" })),
      'identifier,master_bol_number\n"1,M1\n',
    );
    const report = await importReleases([dir, join(dir, "missing")], sqliteImportSink(db), { now });
    expect(report.skipped.map((s) => s.reason).sort()).toEqual([
      "import.file.missing",
      "import.file.missingColumns",
      "import.file.unknownName",
      "import.skip.unreadable",
    ]);
  });
});
