// Beyond the hand-made fixture: the demo data loaded into both engines, and many drawn queries —
// data sets, goods words and firm pieces found in the data, HS prefixes, dates, ranges, sorts,
// pages — must get the same answers from each, to the id.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  BUYER_SORT_FIELDS,
  CUSTOMS_DATASETS,
  type DirectoryMatch,
  PARTNER_SORT_FIELDS,
  readTradeQuery,
  TRADE_FACETS,
} from "@portolan/core";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mulberry32 } from "../../seed/prng.ts";
import { referenceTables } from "../../seed/reference-tables.ts";
import { writeDemoReleases } from "../../seed/release-writer.ts";
import { DEFAULT_GENERATOR_OPTIONS, generateShipments } from "../../seed/shipment-generator.ts";
import { openClickHouse } from "../clickhouse/open-clickhouse.ts";
import { importReleases } from "../import/importer.ts";
import { type OpenedTradeEngine, openSqliteTrade } from "../open-trade-engine.ts";

let sqlite: OpenedTradeEngine;
let clickhouse: OpenedTradeEngine;
let words: string[];
let names: string[];

beforeAll(async () => {
  const data = generateShipments(referenceTables(), { ...DEFAULT_GENERATOR_OPTIONS, records: 4000 });
  const dir = mkdtempSync(join(tmpdir(), "agree-"));
  writeDemoReleases(dir, data, mulberry32(11));
  sqlite = openSqliteTrade(join(mkdtempSync(join(tmpdir(), "agree-sqlite-")), "trade.sqlite"));
  clickhouse = await openClickHouse(
    { kind: "chdb", dir: mkdtempSync(join(tmpdir(), "agree-chdb-")) },
    "agree",
  );
  await importReleases([dir], sqlite.sink, { now: () => 0 });
  await importReleases([dir], clickhouse.sink, { now: () => 0 });
  words = [...new Set(data.shipments.flatMap((s) => (s.description ?? "").toLowerCase().split(/\W+/)))]
    .filter((w) => w.length > 3)
    .slice(0, 200);
  names = data.companies.map((c) => c.name).slice(0, 200);
}, 120_000);
afterAll(async () => {
  await sqlite.close();
  await clickhouse.close();
});

const datasetCodes = CUSTOMS_DATASETS.map((d) => d.value);

describe("SQLite and ClickHouse on the demo data", () => {
  it("load the same shipments, firms and totals", async () => {
    expect(await clickhouse.totals.byDatasetAndCountry()).toEqual(await sqlite.totals.byDatasetAndCountry());
    expect(await clickhouse.totals.companies()).toBe(await sqlite.totals.companies());
  });

  it("answer every drawn query alike: pages, facets, firms", async () => {
    const params = fc.record(
      {
        datasets: fc.subarray(datasetCodes, { minLength: 1, maxLength: 12 }).map((d) => d.join(",")),
        kind: fc.constantFrom("description", "importer", "exporter", "hsCode"),
        keyword: fc.oneof(
          fc.constantFrom(...words),
          fc.constantFrom(...names).map((n) => n.slice(2, 8)),
          fc.stringMatching(/^\d{2,6}$/),
        ),
        hs: fc.stringMatching(/^\d{2,4}$/),
        startTime: fc.constantFrom("2024-01-01", "2025-06-30"),
        endTime: fc.constantFrom("2025-12-31", "2026-06-30"),
        wmin: fc.constantFrom("100", "5000"),
        sort: fc.constantFrom("date", "weight", "value"),
        order: fc.constantFrom("asc", "desc"),
        current: fc.constantFrom("1", "2", "3"),
        pageSize: fc.constantFrom("20", "50"),
      },
      { requiredKeys: ["datasets"] },
    );
    await fc.assert(
      fc.asyncProperty(params, async (p) => {
        const read = readTradeQuery(p);
        if (!read.ok) return;
        const q = read.value;
        expect(await clickhouse.store.search(q)).toEqual(await sqlite.store.search(q));
        expect(await clickhouse.store.facets(q, TRADE_FACETS, 10)).toEqual(
          await sqlite.store.facets(q, TRADE_FACETS, 10),
        );
        expect(await clickhouse.store.companies(q, "exporter")).toEqual(
          await sqlite.store.companies(q, "exporter"),
        );
      }),
      { numRuns: 40 },
    );
  }, 120_000);

  it("find buyers and search the directory alike (D260, D261)", async () => {
    const buyer = fc.record(
      {
        datasets: fc.subarray(datasetCodes, { minLength: 1, maxLength: 12 }).map((d) => d.join(",")),
        keyword: fc.constantFrom(...words),
        hs: fc.stringMatching(/^\d{2,4}$/),
        destination: fc.constantFrom("US", "MX", "DE", "CN"),
        current: fc.constantFrom("1", "2"),
      },
      { requiredKeys: ["datasets"] },
    );
    await fc.assert(
      fc.asyncProperty(
        buyer,
        fc.constantFrom(...BUYER_SORT_FIELDS),
        fc.boolean(),
        fc.boolean(),
        async (p, field, descending, forwarders) => {
          const read = readTradeQuery(p);
          if (!read.ok) return;
          const order = { field, descending };
          expect(await clickhouse.store.buyers(read.value, order, forwarders)).toEqual(
            await sqlite.store.buyers(read.value, order, forwarders),
          );
        },
      ),
      { numRuns: 25 },
    );
    const search = fc.record({
      datasets: fc.subarray(datasetCodes, { minLength: 1, maxLength: 30 }),
      match: fc.constantFrom<DirectoryMatch>("all", "name", "contact"),
      text: fc.option(
        fc.oneof(
          fc.constantFrom(...words),
          fc.constantFrom(...names).map((n) => n.slice(2, 8)),
        ),
        { nil: undefined },
      ),
      page: fc.constantFrom(1, 2),
    });
    await fc.assert(
      fc.asyncProperty(search, async ({ text, ...rest }) => {
        const s = { ...rest, ...(text === undefined ? {} : { text }), pageSize: 20 as const };
        expect(await clickhouse.store.directory(s)).toEqual(await sqlite.store.directory(s));
      }),
      { numRuns: 25 },
    );
  }, 180_000);

  it("profile firms and report their partners alike", async () => {
    const all = readTradeQuery({ datasets: datasetCodes.join(","), pageSize: "20" });
    if (!all.ok) throw new Error("query");
    const firms = await sqlite.store.companies(all.value, "importer");
    for (const firm of firms.records.slice(0, 8)) {
      expect(await clickhouse.store.companyProfile(firm.id, datasetCodes, 10)).toEqual(
        await sqlite.store.companyProfile(firm.id, datasetCodes, 10),
      );
      for (const sort of PARTNER_SORT_FIELDS)
        for (const descending of [true, false]) {
          const order = { field: sort, descending };
          expect(await clickhouse.store.partners(firm.id, datasetCodes, order, 1, 20)).toEqual(
            await sqlite.store.partners(firm.id, datasetCodes, order, 1, 20),
          );
        }
    }
    const bill = (await sqlite.store.search(all.value)).records[0]?.id as number;
    expect(await clickhouse.store.bill(bill)).toEqual(await sqlite.store.bill(bill));
  }, 60_000);
});
