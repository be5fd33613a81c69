// The statistics calls through the real HTTP stack against the seeded SQLite file. Expectations are
// computed here, independently: from core's catalogue, from the generator's own output, and by
// direct SQL counts on the trade store's file.

import { DatabaseSync } from "node:sqlite";
import { CUSTOMS_DATASETS, customsDatasetByValue, SILK_ROAD_MEMBERS } from "@portolan/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { referenceTables } from "../../seed/reference-tables.ts";
import { generateDemoData } from "../../seed/ship-transit-seed.ts";
import { DEFAULT_GENERATOR_OPTIONS, generateShipments } from "../../seed/shipment-generator.ts";
import { startTestServer, TEST_DEMO_RECORDS, type TestServer } from "../../testing/test-server.ts";

let server: TestServer;
const OPTIONS = { ...DEFAULT_GENERATOR_OPTIONS, records: TEST_DEMO_RECORDS };
/** The customs shipments: what a country's import and export figures count (D337). */
const generated = generateShipments(referenceTables(), OPTIONS);
/** Everything the demo stores: the customs shipments, then the ship and transit data (D337). */
const stored = generateDemoData(referenceTables(), OPTIONS);
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const get = async (path: string) =>
  (await server.client().get(path)).json() as Promise<Record<string, never>>;
/** A count by SQL on the trade store's file, where the loaded shipments are. */
const sqlCount = (sql: string, ...params: string[]) => {
  const db = new DatabaseSync(server.deps.config.tradeDatabaseFile, { readOnly: true });
  try {
    return Number((db.prepare(sql).get(...params) as { n: number }).n);
  } finally {
    db.close();
  }
};

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(async () => server.stop());

describe("GET /api/public/statistics", () => {
  it("answers the headline counts of what is stored", async () => {
    const covered = new Set([
      ...CUSTOMS_DATASETS.flatMap((d) => (d.country === null ? [] : [d.country])),
      ...SILK_ROAD_MEMBERS,
    ]);
    const firms = new Set(
      stored.shipments.flatMap((s) => [s.importerId, s.exporterId]).filter((id) => id !== null),
    );
    // The firms are what entity resolution made of the spellings on the files: the generator's
    // firms give or take a few merged or split, plus the forwarders standing in as consignees.
    const companies = sqlCount(
      `SELECT COUNT(*) AS n FROM (SELECT importer_id FROM trade_bills WHERE counted = 1 AND importer_id IS NOT NULL
         UNION SELECT exporter_id FROM trade_bills WHERE counted = 1 AND exporter_id IS NOT NULL)`,
    );
    // The ship and transit data draw their firms from the same name tables, so resolution rightly
    // finds some of them to be customs firms again: a little more slack than for customs alone.
    expect(Math.abs(companies - firms.size) / firms.size).toBeLessThan(0.03);
    const latest = Math.max(...stored.shipments.map((s) => s.date));
    const body = await get("/api/public/statistics");
    expect(body).toEqual({
      code: 200,
      msg: "success",
      data: {
        countries: covered.size,
        dataSources: CUSTOMS_DATASETS.length,
        records: stored.shipments.length,
        companies,
        updatedOn: day(latest),
      },
    });
    expect(sqlCount("SELECT COUNT(*) AS n FROM trade_bills WHERE counted = 1")).toBe(stored.shipments.length);
  });
});

describe("GET /api/public/country/statistics", () => {
  it("answers every covered country with its record counts, latest date and sources", async () => {
    const expected = new Map<string, { imp: number; exp: number; latest: number; sources: string[] }>();
    const entry = (code: string) => {
      const e = expected.get(code) ?? { imp: 0, exp: 0, latest: 0, sources: [] };
      expected.set(code, e);
      return e;
    };
    for (const d of CUSTOMS_DATASETS)
      for (const code of d.country !== null
        ? [d.country]
        : d.value.includes("SILKROAD")
          ? SILK_ROAD_MEMBERS
          : [])
        entry(code).sources.push(d.value);
    for (const s of generated.shipments) {
      if (s.country === null) continue;
      const e = entry(s.country);
      if (customsDatasetByValue(s.dataset)?.type === "SHIPMENTS_IMPORT") e.imp += 1;
      else e.exp += 1;
      e.latest = Math.max(e.latest, s.date);
    }
    const body = await get("/api/public/country/statistics");
    expect(body.code).toBe(200);
    const rows = body.data as unknown as { countryCode: string }[];
    expect(rows.map((r) => r.countryCode)).toEqual([...expected.keys()].sort());
    const us = expected.get("US");
    expect(rows.find((r) => r.countryCode === "US")).toEqual({
      countryCode: "US",
      continent: "North America",
      importRecords: us?.imp,
      exportRecords: us?.exp,
      latestDate: day(us?.latest ?? 0),
      dataSources: ["IMP_USA_BL_SEA", "EXP_USA_BL_SEA"],
    });
    for (const row of rows as unknown as Record<string, unknown>[]) {
      const e = expected.get(row.countryCode as string);
      expect(row).toMatchObject({
        importRecords: e?.imp,
        exportRecords: e?.exp,
        latestDate: day(e?.latest ?? 0),
      });
      expect(row.dataSources).toEqual(e?.sources);
    }
    expect(rows.find((r) => r.countryCode === "AM")).toMatchObject({
      continent: "Asia",
      dataSources: ["IMP_SILKROAD_CD_DEF", "EXP_SILKROAD_CD_DEF"],
    });
    const perCountry = sqlCount(
      "SELECT COUNT(*) AS n FROM trade_bills WHERE counted = 1 AND reporting_country = 'MX' AND dataset NOT LIKE 'SHIP%' AND dataset NOT LIKE 'TRANSIT%'",
    );
    const mx = rows.find((r) => r.countryCode === "MX") as unknown as {
      importRecords: number;
      exportRecords: number;
    };
    expect(mx.importRecords + mx.exportRecords).toBe(perCountry);
  });
});

describe("GET /api/public/dataSource/statistics", () => {
  const rangeOf = (value: string) => {
    const dates = generated.shipments.filter((s) => s.dataset === value).map((s) => s.date);
    return { records: dates.length, startDate: day(Math.min(...dates)), endDate: day(Math.max(...dates)) };
  };

  it("answers a country's source: count, date range, fields and searches from its flags", async () => {
    const body = await get("/api/public/dataSource/statistics?dataSource=IMP_USA_BL_SEA");
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({
      dataSource: "IMP_USA_BL_SEA",
      type: "SHIPMENTS_IMPORT",
      countryCode: "US",
      ...rangeOf("IMP_USA_BL_SEA"),
      searchBy: { importer: true, exporter: true, hscode: false, description: true },
    });
    const fields = (body.data as unknown as { fields: string[] }).fields;
    expect(fields).toEqual(
      expect.arrayContaining(["importer", "exporter", "description", "portOfLoading", "vessel"]),
    );
    expect(fields).not.toContain("hsCode");
    expect(
      sqlCount("SELECT COUNT(*) AS n FROM trade_bills WHERE counted = 1 AND dataset = ?", "IMP_USA_BL_SEA"),
    ).toBe(rangeOf("IMP_USA_BL_SEA").records);
  });

  it("answers enterprise data without counterpart, goods text or transport fields", async () => {
    const body = await get("/api/public/dataSource/statistics?dataSource=IMP_UK_ED_DEF");
    expect(body.data).toEqual({
      dataSource: "IMP_UK_ED_DEF",
      type: "SHIPMENTS_IMPORT",
      countryCode: "GB",
      ...rangeOf("IMP_UK_ED_DEF"),
      fields: ["importer", "hsCode", "date", "billNumber", "quantity", "quantityUnit", "weight", "value"],
      searchBy: { importer: true, exporter: false, hscode: true, description: false },
    });
  });

  it("leaves out the country of a set that spans countries", async () => {
    for (const [value, type] of [
      ["EXP_SILKROAD_CD_DEF", "SHIPMENTS_EXPORT"],
      ["IMP_GLOBAL_BL_DEF", "SHIPMENTS_IMPORT"],
    ] as const) {
      const body = await get(`/api/public/dataSource/statistics?dataSource=${value}`);
      expect(body.data).toMatchObject({ dataSource: value, type, ...rangeOf(value) });
      expect(body.data).not.toHaveProperty("countryCode");
    }
  });

  it("answers 10001 for an unknown source, a ship or transit entry, and a missing or oversized value", async () => {
    for (const query of [
      "dataSource=NOPE",
      "dataSource=US",
      "dataSource=EURASIAN",
      "",
      `dataSource=${"X".repeat(101)}`,
    ]) {
      const response = await server.client().get(`/api/public/dataSource/statistics?${query}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        code: 10001,
        msg: "wrong parameters, please try again later",
        data: { messageId: "errors.code.wrongParameters" },
      });
    }
  });
});
