// The reference seed: written once, the same on every fresh start, and absent when demo data is off.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { normaliseText } from "@portolan/core";
import { afterAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer, testClock } from "../../testing/test-server.ts";

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A fingerprint of every stored shipment and firm of the trade store, by SQL. */
const fingerprint = (server: TestServer) => {
  const db = new DatabaseSync(server.deps.config.tradeDatabaseFile, { readOnly: true });
  try {
    return db
      .prepare(
        `SELECT COUNT(*) AS n, SUM(counted) AS counted, SUM(value_usd) AS value, SUM(quantity) AS quantity,
          SUM(day) AS days, group_concat(source || coalesce(hs_code, '-'), '') FILTER (WHERE id % 997 = 0) AS sample,
          (SELECT group_concat(name, '|') FROM trade_companies WHERE id % 211 = 0) AS names,
          (SELECT group_concat(dataset || records, '|') FROM trade_totals) AS totals
         FROM trade_bills`,
      )
      .get();
  } finally {
    db.close();
  }
};

describe("the reference seed", () => {
  it("writes once: a second seed and a second start on the same file change nothing", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "portolan-ref-"));
    dirs.push(dataDir);
    const first = await startTestServer({}, { dataDir });
    const before = fingerprint(first);
    await first.app.seed();
    expect(fingerprint(first)).toEqual(before);
    await first.stop();
    const second = await startTestServer({}, { dataDir });
    expect(fingerprint(second)).toEqual(before);
    const stored = await second.deps.storage.sql.get<{ n: number }>("SELECT count(*) AS n FROM datasets");
    expect(Number(stored?.n)).toBe(111 + 43 + 1);
    await second.stop();
  }, 60_000);

  it("writes the same rows on two fresh databases, whatever the clock says", async () => {
    const a = await startTestServer();
    const b = await startTestServer({}, { clock: testClock(Date.UTC(2031, 2, 3, 4, 5, 6)) });
    expect(fingerprint(b)).toEqual(fingerprint(a));
    await a.stop();
    await b.stop();
  }, 60_000);

  it("indexes goods text for full-text search and firms' names for substring search, folded as core folds them", async () => {
    const server = await startTestServer();
    const db = new DatabaseSync(server.deps.config.tradeDatabaseFile, { readOnly: true });
    const count = (sql: string, ...params: string[]) => (db.prepare(sql).get(...params) as { n: number }).n;
    const cotton = count(
      "SELECT COUNT(*) AS n FROM trade_bill_text WHERE trade_bill_text MATCH ?",
      "description:cotton",
    );
    expect(cotton).toBeGreaterThan(0);
    expect(cotton).toBeLessThanOrEqual(
      count("SELECT COUNT(*) AS n FROM trade_bills WHERE description LIKE '%cotton%'"),
    );
    // Party names are found through the firms' spellings (D203), not the goods text index.
    const { name } = db
      .prepare("SELECT importer_name AS name FROM trade_bills WHERE importer_name IS NOT NULL LIMIT 1")
      .get() as { name: string };
    expect(
      count("SELECT COUNT(*) AS n FROM trade_name_search WHERE name = ?", normaliseText(name)),
    ).toBeGreaterThan(0);
    expect(
      count(
        "SELECT COUNT(*) AS n FROM trade_bill_text WHERE trade_bill_text MATCH ?",
        `importer:"${normaliseText(name)}"`,
      ),
    ).toBe(0);
    db.close();
    await server.stop();
  }, 60_000);

  it("leaves the tables empty with demo data off: no figures, no date (D193), unknown sources", async () => {
    const server = await startTestServer({ PORTOLAN_SEED_DEMO: "0" });
    const client = server.client();
    expect(await (await client.get("/api/public/statistics")).json()).toEqual({
      code: 200,
      msg: "success",
      data: { countries: 0, dataSources: 0, records: 0, companies: 0 },
    });
    expect(await (await client.get("/api/public/country/statistics")).json()).toMatchObject({
      code: 200,
      data: [],
    });
    expect(
      await (await client.get("/api/public/dataSource/statistics?dataSource=IMP_USA_BL_SEA")).json(),
    ).toMatchObject({ code: 10001 });
    expect(
      await (await client.get("/api/public/utilities?id=265&page=1&limit=10&desc=false")).json(),
    ).toMatchObject({
      code: 0,
      data: { rows: [], total: 0 },
    });
    await server.stop();
  }, 60_000);
});
