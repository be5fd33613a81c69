// Beyond EXACT_COUNT_LIMIT matches the SQLite store estimates the total from a sample of bill ids
// (the page itself stays exact) and refuses what it cannot answer in its budget. Checked against a
// plain COUNT(*) and sort on a store above the limit.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { CUSTOMS_DATASETS, DESIGNED_CODES, EXACT_COUNT_LIMIT, readTradeQuery } from "@portolan/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mulberry32 } from "../../seed/prng.ts";
import { referenceTables } from "../../seed/reference-tables.ts";
import { writeDemoReleases } from "../../seed/release-writer.ts";
import { DEFAULT_GENERATOR_OPTIONS, generateShipments } from "../../seed/shipment-generator.ts";
import { importReleases } from "../import/importer.ts";
import { type OpenedTradeEngine, openSqliteTrade } from "../open-trade-engine.ts";
import { tooBroad } from "../trade-handlers.ts";

let engine: OpenedTradeEngine;
let raw: DatabaseSync;
const all = CUSTOMS_DATASETS.map((d) => d.value).join(",");

beforeAll(async () => {
  const data = generateShipments(referenceTables(), { ...DEFAULT_GENERATOR_OPTIONS, records: 28_000 });
  const dir = mkdtempSync(join(tmpdir(), "estimate-"));
  writeDemoReleases(dir, data, mulberry32(5));
  const file = join(mkdtempSync(join(tmpdir(), "estimate-sqlite-")), "trade.sqlite");
  engine = openSqliteTrade(file);
  await importReleases([dir], engine.sink, { now: () => 0 });
  raw = new DatabaseSync(file, { readOnly: true });
}, 120_000);
afterAll(async () => {
  raw.close();
  await engine.close();
});

const query = (params: Record<string, string>) => {
  const read = readTradeQuery({ datasets: all, ...params });
  if (!read.ok) throw new Error(read.issues.join());
  return read.value;
};
const exact = (where = "1") =>
  Number(
    (
      raw.prepare(`SELECT COUNT(*) AS n FROM trade_bills WHERE counted = 1 AND ${where}`).get() as {
        n: number;
      }
    ).n,
  );

/** The ids of a page in the search's default order, by a plain sort of every match. */
const sortedIds = (where: string, page: number) =>
  (
    raw
      .prepare(
        `SELECT id FROM trade_bills WHERE counted = 1 AND ${where}
         ORDER BY day DESC, dataset, source LIMIT 20 OFFSET ${(page - 1) * 20}`,
      )
      .all() as { id: number }[]
  ).map((r) => r.id);
const OR = `id IN (SELECT rowid FROM trade_bill_text WHERE trade_bill_text MATCH 'description: "or"')`;

describe("a broad search's pages (read newest first from the date index)", () => {
  it("are the pages a plain sort of every match gives", async () => {
    for (const page of [1, 3]) {
      const plain = await engine.store.search(query({ current: String(page) }));
      expect(plain.records.map((r) => r.id)).toEqual(sortedIds("1", page));
      const text = await engine.store.search(query({ keyword: "or", current: String(page) }));
      expect(text.records.map((r) => r.id)).toEqual(sortedIds(OR, page));
    }
  });
});

describe("the SQLite store's count beyond the exact-count limit", () => {
  it("estimates a broad query's total within 10% and says it is an estimate", async () => {
    const truth = exact();
    expect(truth).toBeGreaterThan(EXACT_COUNT_LIMIT);
    const page = await engine.store.search(query({}));
    expect(page.totalExact).toBe(false);
    expect(Math.abs(page.total - truth) / truth).toBeLessThan(0.1);
    expect(page.records).toHaveLength(20);
  });

  it("estimates a broad text query too, through the text index's id ranges", async () => {
    const truth = exact(OR);
    const page = await engine.store.search(query({ keyword: "or" }));
    expect(truth).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(page.totalExact).toBe(false);
    expect(Math.abs(page.total - truth) / truth).toBeLessThan(0.15);
  });

  it("counts exactly at or below the limit", async () => {
    const page = await engine.store.search(query({ datasets: "IMP_USA_BL_SEA" }));
    expect(page).toMatchObject({ total: exact("dataset = 'IMP_USA_BL_SEA'"), totalExact: true });
  });
});

describe("a broad query's facets", () => {
  it("are scaled from a sample, said to be estimates, and near the exact figures", async () => {
    const answer = await engine.store.facets(query({}), ["originCountries", "importers", "monthly"], 10);
    expect(answer.estimated).toBe(true);
    const exactOrigins = raw
      .prepare(
        `SELECT origin_country AS k, COUNT(*) AS n FROM trade_bills WHERE counted = 1 AND origin_country IS NOT NULL
         GROUP BY k ORDER BY n DESC, k LIMIT 3`,
      )
      .all() as { k: string; n: number }[];
    const sampled = new Map((answer.originCountries ?? []).map((f) => [f.key, f.shipments]));
    for (const { k, n } of exactOrigins) {
      expect(sampled.has(k)).toBe(true);
      expect(Math.abs((sampled.get(k) ?? 0) - n) / n).toBeLessThan(0.25);
    }
    const months = (answer.monthly ?? []).reduce((n, m) => n + m.shipments, 0);
    expect(Math.abs(months - exact()) / exact()).toBeLessThan(0.1);
    expect(answer.importers?.every((f) => f.label !== undefined)).toBe(true);
  });

  it("are exact below the limit", async () => {
    const answer = await engine.store.facets(query({ datasets: "IMP_USA_BL_SEA" }), ["monthly"], 10);
    expect(answer.estimated).toBe(false);
    expect((answer.monthly ?? []).reduce((n, m) => n + m.shipments, 0)).toBe(
      exact("dataset = 'IMP_USA_BL_SEA'"),
    );
  });
});

describe("what a broad search cannot ask (issue 14 §5)", () => {
  it("a page past the first 10,000 shipments is refused, with the total still estimated", async () => {
    const page = await engine.store.search(query({ current: "101", pageSize: "100" }));
    expect(page).toMatchObject({ tooBroad: "errors.trade.broadPage", totalExact: false, records: [] });
    expect(page.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
    const last = await engine.store.search(query({ current: "100", pageSize: "100" }));
    expect(last.tooBroad).toBeUndefined();
    expect(last.records).toHaveLength(100);
  });

  it("another order than newest first is refused; a narrow search sorts as asked", async () => {
    for (const params of [{ sort: "weight" }, { order: "asc" }, { keyword: "or", sort: "value" }])
      expect((await engine.store.search(query(params))).tooBroad).toBe("errors.trade.broadSort");
    const narrow = await engine.store.search(query({ datasets: "IMP_USA_BL_SEA", sort: "weight" }));
    expect(narrow.tooBroad).toBeUndefined();
    expect(narrow.records.length).toBe(20);
  });

  it("is answered with its own code and the limit to say", () => {
    expect(tooBroad("errors.trade.broadPage")).toMatchObject({
      code: DESIGNED_CODES.TRADE_BROAD_PAGE,
      params: { limit: EXACT_COUNT_LIMIT },
    });
    expect(tooBroad("errors.trade.broadSort").code).toBe(DESIGNED_CODES.TRADE_BROAD_SORT);
  });
});
