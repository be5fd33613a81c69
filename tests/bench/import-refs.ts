// What the search words' indexes cost an import (issue 31 item 5, D347; run on demand:
// `pnpm bench:import-refs`, not a timed test). Writes BENCH_BILLS generated bills through each
// engine's import sink (the writes only: SQLite's tables of t007 and t010, ClickHouse's bill_refs
// and 3-gram indexes are paid there) in batches of the sink's size, three ways:
//   plain   — no master number, no AMS detail, no vessel or notify party (a declaration's shape);
//   refs    — a master number, AMS detail (house number, two containers, the parties' rows), vessel
//             and notify party: every trigger and index has work;
//   refs without t007's keyed table of numbers, without t010's trigram index (each a plain
//             table in its place), or without either (SQLite only): the differences to "refs" are
//             what each costs (both are written per batch since t010; t007 had a row trigger).
// Prints rows/s for each and saves them (.reports/bench-import-refs.json).
//   BENCH_BILLS=100000 BENCH_ENGINES=sqlite,chdb pnpm bench:import-refs

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import {
  loadConfig,
  type OpenedTradeEngine,
  openSqliteTrade,
  openTradeEngine,
  type TradeImportSink,
} from "@portolan/server";

type Bill = Parameters<TradeImportSink["writeShipments"]>[0][number];

const BILLS = Number(process.env.BENCH_BILLS ?? 100_000);
const ENGINES = (process.env.BENCH_ENGINES ?? "sqlite,chdb").split(",") as ("sqlite" | "chdb")[];
const VESSELS = ["EVER GIVEN", "MSC OSCAR", "MAERSK ESSEN", "CMA CGM MARCO POLO", "COSCO SHIPPING ARIES"];
/** Statements that take one cost away: t007's table of numbers or t010's trigram index, each left a plain table. */
const NO_T007 = ["DROP TABLE trade_bill_refs", "CREATE TABLE trade_bill_refs (kind, value, bill_id)"];
const NO_T010 = [
  "DROP TABLE trade_bill_parties",
  "CREATE TABLE trade_bill_parties (vessel, notify, address)",
];

const bill = (i: number, refs: boolean): Bill => {
  const master = `MAEU${String(100_000_000 + i)}`;
  const consignee = `CONSIGNEE ${i % 5000} INC`;
  return {
    source: `s${i}`,
    revision: "202601010000",
    recordStatus: "N",
    dataset: "IMP_USA_BL_SEA",
    billKey: refs ? master : `K${i}`,
    masterBill: refs ? master : null,
    billType: null,
    date: `2026-0${1 + (i % 9)}-${String(1 + (i % 28)).padStart(2, "0")}`,
    importer: { name: consignee, country: "US" },
    exporter: { name: `SHIPPER ${i % 3000} LTD`, country: "CN" },
    notify: refs ? { name: `NOTIFY BROKERS ${i % 700}`, country: "US" } : null,
    hsCode: String(940100 + (i % 90)),
    description: `WOODEN CHAIRS LOT ${i % 1000}`,
    quantity: 10,
    quantityUnit: "CTN",
    weightKg: 1000 + (i % 500),
    valueUsd: null,
    originCountry: "CN",
    destinationCountry: "US",
    reportingCountry: "US",
    loadingPort: "CNNGB",
    unloadingPort: "USLAX",
    carrier: "MAEU",
    vessel: refs ? (VESSELS[i % VESSELS.length] as string) : null,
    transportMode: "SEA",
    containerCount: refs ? 2 : 0,
    hazmat: false,
    detail: refs
      ? JSON.stringify({
          billgen: [[master, `HB-${i}`, "2026-01-01"]],
          container: [
            [`MSKU${String(1_000_000 + i)}`, "SEAL1"],
            [`TGHU${String(2_000_000 + i)}`, "SEAL2"],
          ],
          shipper: [[`SHIPPER ${i % 3000} LTD`, `${i % 300} INDUSTRIAL ROAD`, "NINGBO", "CN"]],
          consignee: [[consignee, `${i % 900} TERMINAL WAY`, "LOS ANGELES", "CA", "90731", "US"]],
          notifyparty: [[`NOTIFY BROKERS ${i % 700}`, "1 HARBOR PLAZA", "LONG BEACH", "US"]],
        })
      : null,
  };
};

/** Seconds to write every bill through the sink, in its batches. */
const writeAll = async (sink: TradeImportSink, refs: boolean): Promise<number> => {
  const started = performance.now();
  for (let from = 0; from < BILLS; from += sink.batchSize) {
    const batch: Bill[] = [];
    for (let i = from; i < Math.min(BILLS, from + sink.batchSize); i += 1) batch.push(bill(i, refs));
    await sink.writeShipments(batch);
  }
  return (performance.now() - started) / 1000;
};

const open = async (engine: "sqlite" | "chdb", dir: string): Promise<OpenedTradeEngine> => {
  if (engine === "sqlite") return openSqliteTrade(join(dir, "trade.sqlite"));
  const config = loadConfig(
    { PORTOLAN_DATA_DIR: dir, PORTOLAN_TRADE_ENGINE: "chdb", PORTOLAN_PORT: "0" },
    process.cwd(),
  );
  return openTradeEngine(config.tradeEngine, config.tradeDatabaseFile);
};

// A first store written and thrown away, so that the first figure is not the one that warms up
// the process (compiling, the page cache).
{
  const dir = mkdtempSync(join(tmpdir(), "portolan-import-refs-warm-"));
  const warm = await open("sqlite", dir);
  for (const refs of [false, true])
    await warm.sink.writeShipments(Array.from({ length: 5000 }, (_, i) => bill(i + (refs ? 5000 : 0), refs)));
  await warm.close();
  rmSync(dir, { recursive: true, force: true });
}

const results: { engine: string; shape: string; bills: number; seconds: number; rowsPerSecond: number }[] =
  [];
for (const engine of ENGINES) {
  type Shape = readonly [name: string, refs: boolean, changes: readonly string[]];
  const triggerShapes: readonly Shape[] = [
    ["refs, no t007 keys", true, NO_T007],
    ["refs, no t010 index", true, NO_T010],
    ["refs, neither", true, [...NO_T007, ...NO_T010]],
  ];
  const shapes: readonly Shape[] = [
    ["plain", false, []],
    ["refs", true, []],
    ...(engine === "sqlite" ? triggerShapes : []),
  ];
  for (const [shape, refs, changes] of shapes) {
    const dir = mkdtempSync(join(tmpdir(), `portolan-import-refs-${engine}-`));
    try {
      const store = await open(engine, dir);
      if (changes.length > 0) {
        const db = new DatabaseSync(join(dir, "trade.sqlite"));
        for (const statement of changes) db.exec(statement);
        db.close();
      }
      const seconds = await writeAll(store.sink, refs);
      await store.close();
      const rowsPerSecond = Math.round(BILLS / seconds);
      results.push({ engine, shape, bills: BILLS, seconds: Math.round(seconds * 100) / 100, rowsPerSecond });
      console.log(
        `${engine.padEnd(6)} ${shape.padEnd(24)} ${BILLS} bills in ${seconds.toFixed(2)} s: ${rowsPerSecond} rows/s`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
}
const reports = join(import.meta.dirname, "..", "..", ".reports");
mkdirSync(reports, { recursive: true });
writeFileSync(join(reports, "bench-import-refs.json"), `${JSON.stringify(results, null, 2)}\n`);
