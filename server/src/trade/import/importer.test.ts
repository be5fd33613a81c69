import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { fc, test } from "@fast-check/vitest";
import {
  AMS_COLUMNS,
  AMS_TABLES,
  type AmsTable,
  amsFileName,
  DESCRIPTION_LIMIT,
  FIELD_LIMIT,
  LONG_FIELD_LIMIT,
} from "@portolan/core";
import { beforeEach, describe, expect, it } from "vitest";
import { formatCsv } from "../../seed/csv.ts";
import { type Db, openDatabase } from "../../sql/sqlite-database.ts";
import { TRADE_MIGRATIONS } from "../sqlite/migrations/index.ts";
import { sqliteImportSink } from "../sqlite/sqlite-import-sink.ts";
import { skipsByReason } from "./import-report.ts";
import { importReleases } from "./importer.ts";

type Rows = Partial<Record<AmsTable, readonly Record<string, string>[]>>;

/** A release's eleven files, as released: a table without rows is a file with its header only. */
const writeRelease = (dir: string, release: string, rows: Rows, gzip = false) => {
  for (const table of AMS_TABLES) {
    const list = rows[table] ?? [];
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
    writeRelease(dir, "202606010000", { header: [header("1", "2026-06-01")], billgen: [billgen("1", "M1")] });
    writeFileSync(
      join(dir, amsFileName({ table: "billgen", year: 2026, release: "202606010000" })),
      'identifier,master_bol_number\n"1,M1\n',
    );
    const report = await importReleases([dir, join(dir, "missing")], sqliteImportSink(db), { now });
    expect(report.skipped.map((s) => s.reason).sort()).toEqual([
      "import.file.missing",
      "import.file.unknownName",
      "import.skip.noBill",
      "import.skip.unreadable",
    ]);
  });
});

/** The file of `table` in the release stamped `release` under `dir`. */
const fileOf = (table: AmsTable, release = "202606010000") =>
  join(dir, amsFileName({ table, year: 2026, release }));
const released = () => db.prepare("SELECT release FROM trade_releases").all();

describe("importReleases never changes data silently (issue 30)", () => {
  it("reads the transport mode the release writes in words, and keeps an unknown one unknown, reported", async () => {
    writeRelease(dir, "202606010000", {
      header: [
        { ...header("1", "2026-06-01"), mode_of_transportation: "Vessel, containerized" },
        { ...header("2", "2026-06-01"), mode_of_transportation: "Rail, containerized" },
        { ...header("3", "2026-06-01"), mode_of_transportation: "Air" },
        { ...header("4", "2026-06-01"), mode_of_transportation: "Hovercraft" },
        { ...header("5", "2026-06-01"), weight_unit: "" },
      ],
      billgen: ["1", "2", "3", "4", "5"].map((id) => billgen(id, `M${id}`)),
    });
    const report = await importReleases([dir], sqliteImportSink(db), { now });
    const modes = db
      .prepare("SELECT source, transport_mode, weight_kg FROM trade_bills ORDER BY source")
      .all();
    expect(modes).toEqual([
      { source: "1", transport_mode: "SEA", weight_kg: 1000 },
      { source: "2", transport_mode: "LAND", weight_kg: 1000 },
      { source: "3", transport_mode: "AIR", weight_kg: 1000 },
      // Neither a default mode nor kilograms assumed: unknown, and the released text kept in the detail.
      { source: "4", transport_mode: null, weight_kg: 1000 },
      { source: "5", transport_mode: "SEA", weight_kg: null },
    ]);
    expect(report.notes).toEqual([
      {
        file: fileOf("header"),
        line: 5,
        reason: "import.note.unknownCode",
        column: "mode_of_transportation",
      },
      { file: fileOf("header"), line: 6, reason: "import.note.unknownCode", column: "weight_unit" },
    ]);
    const detail = db.prepare("SELECT detail FROM trade_bills WHERE source = '4'").get() as {
      detail: string;
    };
    expect(detail.detail).toContain("Hovercraft");
  });

  it.each([
    ["no billgen file", () => rmSync(fileOf("billgen")), "import.release.missingTable"],
    ["no consignee file", () => rmSync(fileOf("consignee")), "import.release.missingTable"],
    [
      "a consignee file without its identifier column",
      () => writeFileSync(fileOf("consignee"), "consignee_name\nACME INC\n"),
      "import.file.missingColumns",
    ],
    ["an empty billgen file", () => writeFileSync(fileOf("billgen"), ""), "import.file.empty"],
    ["a broken gzip", () => writeFileSync(fileOf("shipper"), "not gzip"), "import.file.unreadable"],
  ])("refuses a release with %s whole, and loads it complete later", async (_, breakIt, reason) => {
    const rows: Rows = {
      header: [header("1", "2026-06-01")],
      billgen: [billgen("1", "M1")],
      consignee: [consignee("1", "ACME INC")],
    };
    writeRelease(dir, "202606010000", rows);
    if (reason === "import.file.unreadable") {
      rmSync(fileOf("shipper"));
      writeFileSync(
        join(dir, amsFileName({ table: "shipper", year: 2026, release: "202606010000", gzip: true })),
        "not gzip",
      );
    } else breakIt();
    const sink = sqliteImportSink(db);
    const refused = await importReleases([dir], sink, { now });
    expect(refused).toMatchObject({ releasesLoaded: 0, releasesRefused: 1, shipmentsAdded: 0 });
    expect(refused.skipped.map((s) => s.reason)).toEqual([reason]);
    expect(released()).toEqual([]);
    expect(db.prepare("SELECT COUNT(*) AS n FROM trade_bills").get()).toEqual({ n: 0 });

    for (const f of readdirSync(dir)) rmSync(join(dir, f));
    writeRelease(dir, "202606010000", rows);
    const complete = await importReleases([dir], sink, { now });
    expect(complete).toMatchObject({ releasesLoaded: 1, releasesRefused: 0, shipmentsAdded: 1 });
    expect(db.prepare("SELECT importer_name FROM trade_bills").all()).toEqual([
      { importer_name: "ACME INC" },
    ]);
  });

  it("reloads a release in when asked, and reloading twice is reloading once", async () => {
    const rows = (name: string): Rows => ({
      header: [header("1", "2026-06-01"), header("2", "2026-06-02")],
      billgen: [billgen("1", "M1"), billgen("2", "M2")],
      consignee: [consignee("1", name), consignee("2", "BETA LLC")],
    });
    writeRelease(dir, "202606010000", rows("ACME IMC"));
    const sink = sqliteImportSink(db);
    await importReleases([dir], sink, { now });
    // The release is corrected where it was published; a plain load passes it over.
    writeRelease(dir, "202606010000", rows("ACME INC"));
    expect(await importReleases([dir], sink, { now })).toMatchObject({ releasesAlreadyIn: 1 });
    const reloaded = await importReleases([dir], sink, { now, reload: true });
    expect(reloaded).toMatchObject({ releasesLoaded: 1, releasesReloaded: 1, shipmentsAdded: 0 });
    const state = () => ({
      bills: db
        .prepare("SELECT source, importer_name, counted, importer_id FROM trade_bills ORDER BY source")
        .all(),
      firms: db.prepare("SELECT name FROM trade_companies ORDER BY name").all(),
      totals: db.prepare("SELECT * FROM trade_totals").all(),
      releases: db.prepare("SELECT release, rows_read, rows_loaded FROM trade_releases").all(),
    });
    const once = state();
    expect(once.bills).toMatchObject([{ importer_name: "ACME INC" }, { importer_name: "BETA LLC" }]);
    expect(once.firms).toContainEqual({ name: "ACME INC" });
    await importReleases([dir], sink, { now, reload: true });
    expect(state()).toEqual(once);
  });

  // Law: whatever a release held when first loaded and whatever it holds now, reloading it twice
  // leaves the store as reloading it once.
  const bills = fc.array(
    fc.record({
      id: fc.constantFrom("1", "2", "3", "4"),
      day: fc.integer({ min: 1, max: 9 }),
      master: fc.constantFrom("M1", "M2"),
      amended: fc.boolean(),
      name: fc.constantFrom("ACME INC", "ACME IMC", "BETA LLC"),
    }),
    { minLength: 1, maxLength: 4 },
  );
  const releaseOf = (
    list: readonly { id: string; day: number; master: string; amended: boolean; name: string }[],
  ): Rows => {
    const unique = [...new Map(list.map((b) => [b.id, b])).values()];
    return {
      header: unique.map((b) => header(b.id, `2026-06-0${b.day}`, b.amended ? "A" : "N")),
      billgen: unique.map((b) => billgen(b.id, b.master, "", `2026-06-0${b.day}`)),
      consignee: unique.map((b) => consignee(b.id, b.name)),
    };
  };
  test.prop([bills, bills], { numRuns: 15 })("reloading twice is reloading once", async (first, current) => {
    const store = openDatabase(":memory:", { migrations: TRADE_MIGRATIONS, synchronous: "NORMAL" });
    const folder = mkdtempSync(join(tmpdir(), "ams-reload-"));
    const sink = sqliteImportSink(store);
    writeRelease(folder, "202606010000", releaseOf(first));
    await importReleases([folder], sink, { now });
    writeRelease(folder, "202606010000", releaseOf(current));
    const state = () =>
      store
        .prepare("SELECT source, importer_name, counted, day, revision FROM trade_bills ORDER BY source")
        .all();
    await importReleases([folder], sink, { now, reload: true });
    const once = state();
    const again = await importReleases([folder], sink, { now, reload: true });
    expect(again.shipmentsAdded).toBe(0);
    expect(state()).toEqual(once);
    rmSync(folder, { recursive: true, force: true });
  });

  it("reads a Latin-1 file's names whole and reports the file", async () => {
    writeRelease(dir, "202606010000", {
      header: [header("1", "2026-06-01")],
      billgen: [billgen("1", "M1")],
    });
    const columns = AMS_COLUMNS.consignee;
    writeFileSync(
      fileOf("consignee"),
      Buffer.from(`${columns.join(",")}\n1,MÜLLER GMBH${",".repeat(columns.length - 2)}\n`, "latin1"),
    );
    const report = await importReleases([dir], sqliteImportSink(db), { now });
    expect(db.prepare("SELECT importer_name FROM trade_bills").get()).toEqual({
      importer_name: "MÜLLER GMBH",
    });
    expect(report.notes).toEqual([
      { file: fileOf("consignee"), line: 0, reason: "import.note.latin1", count: 1 },
    ]);
  });

  it("cuts a field past its limit, marked, and reports the cut", async () => {
    const line = (n: string, text: string) => ({
      identifier: "1",
      container_number: "C1",
      description_sequence_number: n,
      description_text: text,
    });
    writeRelease(dir, "202606010000", {
      header: [header("1", "2026-06-01")],
      billgen: [billgen("1", "M1")],
      consignee: [consignee("1", "X".repeat(5_000))],
      cargodesc: [
        line("1", "A".repeat(50_000)),
        ...["2", "3", "4", "5"].map((n) => line(n, "B".repeat(7_000))),
      ],
    });
    const report = await importReleases([dir], sqliteImportSink(db), { now });
    const bill = db.prepare("SELECT importer_name, description, detail FROM trade_bills").get() as {
      importer_name: string;
      description: string;
      detail: string;
    };
    expect(bill.importer_name).toBe(`${"X".repeat(FIELD_LIMIT - 1)}…`);
    expect(bill.description).toHaveLength(DESCRIPTION_LIMIT);
    expect(bill.description.endsWith("…")).toBe(true);
    expect(bill.detail.length).toBeLessThan(LONG_FIELD_LIMIT * 5 + FIELD_LIMIT + 2_000);
    expect(report.notes.map((n) => [n.line, n.column])).toEqual([
      [2, "consignee_name"],
      [2, "description_text"],
      [2, "description"],
    ]);
  });

  it("keeps a later new bill that only repeats a master number beside the earlier one; an amendment replaces", async () => {
    writeRelease(dir, "202606010000", {
      header: [header("1", "2026-06-01")],
      billgen: [billgen("1", "MAEU100")],
      consignee: [consignee("1", "ACME INC")],
    });
    writeRelease(dir, "202606080000", {
      header: [header("2", "2026-06-07")],
      billgen: [billgen("2", "MAEU100", "", "2026-06-07")],
      consignee: [consignee("2", "BETA LLC")],
    });
    const sink = sqliteImportSink(db);
    await importReleases([dir], sink, { now });
    expect(counted()).toEqual(["1", "2"]);
    writeRelease(dir, "202606150000", {
      header: [header("3", "2026-06-07", "A")],
      billgen: [billgen("3", "MAEU100", "", "2026-06-14")],
      consignee: [consignee("3", "BETA LLC")],
    });
    await importReleases([dir], sink, { now });
    expect(counted()).toEqual(["3"]);
  });
});
