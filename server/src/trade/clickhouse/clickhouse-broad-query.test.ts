// What a broad search cannot ask of the ClickHouse store either (issue 14 §5, D275): the same
// refusals as the SQLite store's (sqlite-count-estimate.test.ts), with the count exact.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CUSTOMS_DATASETS, EXACT_COUNT_LIMIT, readTradeQuery } from "@portolan/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mulberry32 } from "../../seed/prng.ts";
import { referenceTables } from "../../seed/reference-tables.ts";
import { writeDemoReleases } from "../../seed/release-writer.ts";
import { DEFAULT_GENERATOR_OPTIONS, generateShipments } from "../../seed/shipment-generator.ts";
import { importReleases } from "../import/importer.ts";
import type { OpenedTradeEngine } from "../open-trade-engine.ts";
import { chdbExecutor } from "./chdb-executor.ts";
import { openClickHouseOn } from "./open-clickhouse.ts";

const ch = chdbExecutor(mkdtempSync(join(tmpdir(), "trade-chdb-broad-")));
let engine: OpenedTradeEngine;
const all = CUSTOMS_DATASETS.map((d) => d.value).join(",");

beforeAll(async () => {
  const data = generateShipments(referenceTables(), { ...DEFAULT_GENERATOR_OPTIONS, records: 28_000 });
  const dir = mkdtempSync(join(tmpdir(), "broad-"));
  writeDemoReleases(dir, data, mulberry32(5));
  engine = await openClickHouseOn(ch, "broad");
  await importReleases([dir], engine.sink, { now: () => 0 });
}, 120_000);
afterAll(() => ch.close());

const query = (params: Record<string, string>) => {
  const read = readTradeQuery({ datasets: all, ...params });
  if (!read.ok) throw new Error(read.issues.join());
  return read.value;
};

describe("what a broad search cannot ask of ClickHouse", () => {
  it("a page past the first 10,000 shipments is refused with the exact total", async () => {
    const first = await engine.store.search(query({}));
    expect(first.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
    const page = await engine.store.search(query({ current: "101", pageSize: "100" }));
    expect(page).toEqual({
      tooBroad: "errors.trade.broadPage",
      total: first.total,
      totalExact: true,
      records: [],
    });
    const last = await engine.store.search(query({ current: "100", pageSize: "100" }));
    expect(last.tooBroad).toBeUndefined();
    expect(last.records).toHaveLength(100);
    // The last page allowed is the plain sort's: newest first, ties by data set and source id.
    const days = last.records.map((r) => r.date);
    expect([...days].sort().reverse()).toEqual(days);
  });

  it("another order than newest first is refused; a narrow search sorts as asked", async () => {
    for (const params of [{ sort: "weight" }, { order: "asc" }, { keyword: "or", sort: "value" }])
      expect((await engine.store.search(query(params))).tooBroad).toBe("errors.trade.broadSort");
    const narrow = await engine.store.search(query({ datasets: "IMP_USA_BL_SEA", sort: "weight" }));
    expect(narrow.tooBroad).toBeUndefined();
    expect(narrow.records).toHaveLength(20);
    const weights = narrow.records.map((r) => r.weightKg ?? -1);
    expect([...weights].sort((a, b) => b - a)).toEqual(weights);
  });
});
