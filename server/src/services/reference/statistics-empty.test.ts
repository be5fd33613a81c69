// The statistics calls with the catalogue loaded but no shipment in the trade store (decision D193):
// the counts of the catalogue, zero records, and no date at all — never "today" for figures that
// nothing dated. Real HTTP stack, real SQLite files.

import { COVERED_COUNTRIES, CUSTOMS_DATASETS } from "@portolan/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RecordFigures } from "../../reference/reference-port.ts";
import { sqlReferenceStore } from "../../reference/sql-reference-store.ts";
import { catalogueRecords } from "../../seed/catalogue-records.ts";
import { referenceTables } from "../../seed/reference-tables.ts";
import { startTestServer, type TestServer } from "../../testing/test-server.ts";
import { portsOfCatalogue } from "./reference-area.ts";
import { utilityRecords } from "./utility-tools.ts";

let server: TestServer;
const get = async (path: string) =>
  (await server.client().get(path)).json() as Promise<{ code: number; data: Record<string, unknown> }>;

beforeAll(async () => {
  // No demo data; then the catalogue alone, written as the reference area's seed writes it: the
  // trade store holds no shipment.
  server = await startTestServer({ PORTOLAN_SEED_DEMO: "0" });
  const unused = {} as RecordFigures;
  const tables = referenceTables();
  await sqlReferenceStore(server.deps.storage.sql, unused, portsOfCatalogue).writeSeed({
    datasets: catalogueRecords(),
    hsSections: tables.hsSections,
    hsCodes: tables.hsCodes,
    utilities: utilityRecords(),
  });
}, 60_000);
afterAll(async () => server.stop());

describe("statistics without loaded records", () => {
  it("counts the catalogue, no records, and gives no updated date", async () => {
    const body = await get("/api/public/statistics");
    expect(body).toEqual({
      code: 200,
      msg: "success",
      data: {
        countries: COVERED_COUNTRIES.length,
        dataSources: CUSTOMS_DATASETS.length,
        records: 0,
        companies: 0,
      },
    });
  });

  it("lists every covered country with zero records and no latest date", async () => {
    const body = (await (await server.client().get("/api/public/country/statistics")).json()) as {
      code: number;
      data: Record<string, unknown>[];
    };
    expect(body.code).toBe(200);
    expect(body.data.map((r) => r.countryCode).sort()).toEqual([...COVERED_COUNTRIES].sort());
    for (const row of body.data) {
      expect(row).toMatchObject({ importRecords: 0, exportRecords: 0 });
      expect(row).not.toHaveProperty("latestDate");
    }
  });

  it("answers a known source with zero records and no date range", async () => {
    const body = await get("/api/public/dataSource/statistics?dataSource=IMP_USA_BL_SEA");
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({ dataSource: "IMP_USA_BL_SEA", records: 0 });
    expect(body.data).not.toHaveProperty("startDate");
    expect(body.data).not.toHaveProperty("endDate");
  });

  it.each([
    "",
    "?dataSource=",
    "?dataSource=NOPE",
    "?dataSource=US",
    `?dataSource=${"X".repeat(500)}`,
    "?dataSource=%00%FF",
  ])("answers bad input %s with a code, never a 500", async (query) => {
    const response = await server.client().get(`/api/public/dataSource/statistics${query}`);
    expect(response.status).toBeLessThan(500);
    const body = (await response.json()) as { code: number };
    expect(body.code).not.toBe(200);
  });
});
