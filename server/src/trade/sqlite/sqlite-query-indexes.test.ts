// A first load drops the search indexes and builds them at its end; a load into a store that has
// rows keeps them; a first load cut off before its end leaves them to the next opening.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";

import { mulberry32 } from "../../seed/prng.ts";
import { referenceTables } from "../../seed/reference-tables.ts";
import { writeDemoReleases } from "../../seed/release-writer.ts";
import { DEFAULT_GENERATOR_OPTIONS, generateShipments } from "../../seed/shipment-generator.ts";
import { importReleases } from "../import/importer.ts";
import { openSqliteTrade } from "../open-trade-engine.ts";
import type { TradeImportSink } from "../trade-import-port.ts";
import { QUERY_INDEXES } from "./sqlite-query-indexes.ts";

const releases = (seed: number) => {
  const data = generateShipments(referenceTables(), { ...DEFAULT_GENERATOR_OPTIONS, seed, records: 1500 });
  const dir = mkdtempSync(join(tmpdir(), "indexes-"));
  writeDemoReleases(dir, data, mulberry32(seed), seed);
  return dir;
};
const indexesOf = (file: string): string[] => {
  const db = new DatabaseSync(file, { readOnly: true });
  const names = (
    db.prepare("SELECT name FROM sqlite_master WHERE type = 'index'").all() as { name: string }[]
  ).map((r) => r.name);
  db.close();
  return names;
};
// Each test generates, writes and loads 1,500 shipments: real work, given time (no speed is asserted).
const wanted = QUERY_INDEXES.map(([name]) => name);
/** The sink, watched: the search indexes present when the rows are in and the firms not yet. */
const watched = (sink: TradeImportSink, file: string, seen: string[][], fail = false): TradeImportSink => ({
  ...sink,
  resolveCompanies: async () => {
    seen.push(indexesOf(file).filter((n) => wanted.includes(n)));
    if (fail) throw new Error("cut off");
    return sink.resolveCompanies();
  },
});

describe("the search indexes around a load", () => {
  it("are dropped for a first load, built at its end, and kept for the next load", {
    timeout: 30_000,
  }, async () => {
    const file = join(mkdtempSync(join(tmpdir(), "indexes-store-")), "trade.sqlite");
    const engine = openSqliteTrade(file);
    const seen: string[][] = [];
    await importReleases([releases(1)], watched(engine.sink, file, seen), { now: () => 0 });
    expect(indexesOf(file)).toEqual(expect.arrayContaining(wanted));
    await importReleases([releases(2)], watched(engine.sink, file, seen), { now: () => 0 });
    expect(seen).toEqual([[], expect.arrayContaining(wanted)]);
    await engine.close();
  });

  it("are built when the store is opened after a first load that was cut off", {
    timeout: 30_000,
  }, async () => {
    const file = join(mkdtempSync(join(tmpdir(), "indexes-cut-")), "trade.sqlite");
    const engine = openSqliteTrade(file);
    const seen: string[][] = [];
    await expect(
      importReleases([releases(3)], watched(engine.sink, file, seen, true), { now: () => 0 }),
    ).rejects.toThrow("cut off");
    await engine.close();
    expect(indexesOf(file).filter((n) => wanted.includes(n))).toEqual([]);
    const reopened = openSqliteTrade(file);
    expect(indexesOf(file)).toEqual(expect.arrayContaining(wanted));
    await reopened.close();
  });
});
