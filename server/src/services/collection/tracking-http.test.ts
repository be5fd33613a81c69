// Tracked companies, recent searches and the dashboard's data sets through the real HTTP stack
// (issue 15): a company tracked as importer and as exporter with when tracking began; the console's
// searches recorded where they are served (the same search again on top, the last 20 kept, API-key
// calls left out); each account's own; the data sets owned with their shipments and dates, computed
// here from the stored rows.
import { DatabaseSync } from "node:sqlite";
import { RECENT_SEARCHES_KEPT, TRACKED_COMPANIES_MAX } from "@portolan/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../../testing/sign-in.ts";
import { startTestServer, type TestClient, type TestServer } from "../../testing/test-server.ts";
import { demoApiKey } from "../auth/demo-accounts.ts";

let server: TestServer;
let trade: TestClient;
let sub: TestClient;
const US = "IMP_USA_BL_SEA";

type Body = { code: number; data: Record<string, unknown> };
const json = async (r: Response) => {
  expect(r.status).toBeLessThan(500);
  return (await r.json()) as Body;
};
const search = async (client: TestClient, params: Record<string, string>) =>
  json(await client.get(`/searching/cds?${new URLSearchParams(params)}`));
const recent = async (client: TestClient) =>
  (await json(await client.get("/console/searches/recent"))).data.searches as {
    query: string;
    searchedAt: number;
    total: number;
    totalExact: boolean;
  }[];
const tracked = async (client: TestClient) =>
  (await json(await client.get("/console/tracking"))).data.companies as Record<string, unknown>[];

beforeAll(async () => {
  server = await startTestServer();
  trade = (await signIn(server, "demo-trade")).client;
  sub = (await signIn(server, "demo-trade-sub")).client;
}, 60_000);
afterAll(async () => server.stop());

describe("recent searches", () => {
  it("records the console's searches with what they found, the same search again on top", async () => {
    const first = await search(trade, { datasets: US, kind: "description", keyword: "chairs" });
    expect(first.code).toBe(200);
    server.clock.advance(1_000);
    await search(trade, { datasets: US, keyword: "tables" });
    server.clock.advance(1_000);
    // The first again, on another page and in another order: the same search, now on top.
    await search(trade, { datasets: US, keyword: "chairs", current: "2", sort: "weight" });
    const list = await recent(trade);
    expect(list.map((s) => s.query)).toEqual([
      `datasets=${US}&keyword=chairs`,
      `datasets=${US}&keyword=tables`,
    ]);
    expect(list[0]).toMatchObject({
      total: first.data.total,
      totalExact: first.data.totalExact,
      searchedAt: server.clock.now(),
    });
  });

  it("leaves out refused searches and calls made with an API key", async () => {
    const before = await recent(trade);
    expect((await search(trade, { datasets: "IMP_INDIA_CD_DEF", keyword: "x" })).code).toBe(52001);
    expect((await search(trade, { keyword: "no data set" })).code).toBe(10001);
    const byKey = await fetch(`${server.url}/searching/cds?datasets=${US}&keyword=sofas`, {
      headers: { authorization: `Bearer ${demoApiKey({ account: "demo-trade" })}` },
    });
    expect(((await byKey.json()) as Body).code).toBe(200);
    expect(await recent(trade)).toEqual(before);
  });

  it(`keeps the last ${RECENT_SEARCHES_KEPT}, each account its own`, async () => {
    for (let i = 0; i < RECENT_SEARCHES_KEPT + 3; i += 1) {
      server.clock.advance(10);
      await search(trade, { datasets: US, keyword: `word${i}` });
    }
    const list = await recent(trade);
    expect(list).toHaveLength(RECENT_SEARCHES_KEPT);
    expect(list[0]?.query).toBe(`datasets=${US}&keyword=word${RECENT_SEARCHES_KEPT + 2}`);
    expect(list.at(-1)?.query).toBe(`datasets=${US}&keyword=word3`);
    expect(await recent(sub)).toEqual([]);
    await search(sub, { datasets: US, keyword: "lamps" });
    expect((await recent(sub)).map((s) => s.query)).toEqual([`datasets=${US}&keyword=lamps`]);
    expect((await recent(trade)).some((s) => s.query.includes("lamps"))).toBe(false);
  });
});

describe("tracked companies", () => {
  it("are tracked as importer and as exporter, once each, with when tracking began", async () => {
    const at = server.clock.now();
    const track = (role: string, name = "ACME INC") =>
      trade.post("/console/tracking", { companyId: 42, role, datasets: `${US},imp_mexico_cd_sea`, name });
    expect(await json(await track("importer", "  ACME\n INC "))).toMatchObject({
      code: 200,
      data: {
        added: true,
        company: {
          companyId: 42,
          role: "importer",
          name: "ACME INC",
          datasets: ["IMP_MEXICO_CD_SEA", US],
          since: at,
          address: `/shipments/company?id=42&datasets=IMP_MEXICO_CD_SEA%2C${US}`,
        },
      },
    });
    server.clock.advance(5_000);
    expect((await json(await track("exporter"))).data.added).toBe(true);
    expect((await json(await track("importer"))).data).toMatchObject({
      added: false,
      company: { since: at },
    });
    expect((await tracked(trade)).map((c) => c.role)).toEqual(["exporter", "importer"]);
    expect(await tracked(sub)).toEqual([]);

    expect(
      (await json(await trade.post("/console/tracking/untrack", { companyId: 42, role: "exporter" }))).code,
    ).toBe(200);
    // Untracking what is not tracked answers alike.
    expect(
      (await json(await trade.post("/console/tracking/untrack", { companyId: 42, role: "exporter" }))).code,
    ).toBe(200);
    expect((await tracked(trade)).map((c) => c.role)).toEqual(["importer"]);
  });

  it("refuses a company without data set or name, a bad role, and more than the limit", async () => {
    const refused = (body: Record<string, unknown>) => trade.post("/console/tracking", body);
    expect(
      await json(await refused({ companyId: 1, role: "importer", datasets: "nope", name: "A" })),
    ).toMatchObject({
      code: 10001,
      data: { messageId: "collection.reference.invalid" },
    });
    expect(
      (await json(await refused({ companyId: 1, role: "importer", datasets: US, name: " " }))).code,
    ).toBe(10001);
    expect(
      (await json(await refused({ companyId: 0, role: "importer", datasets: US, name: "A" }))).code,
    ).toBe(10001);
    expect((await json(await refused({ companyId: 1, role: "buyer", datasets: US, name: "A" }))).code).toBe(
      10001,
    );

    const { client } = await signIn(server, "demo-ai");
    // Each track a call (on PostgreSQL a few round trips): more time than the default allowed.
    for (let i = 1; i <= TRACKED_COMPANIES_MAX; i += 1)
      expect(
        (
          await json(
            await client.post("/console/tracking", {
              companyId: i,
              role: "importer",
              datasets: US,
              name: `F${i}`,
            }),
          )
        ).code,
      ).toBe(200);
    expect(
      await json(
        await client.post("/console/tracking", {
          companyId: 9999,
          role: "importer",
          datasets: US,
          name: "X",
        }),
      ),
    ).toMatchObject({ code: 55003, data: { messageId: "errors.tracking.full" } });
  }, 30_000);
});

describe("the data sets owned, with their dates", () => {
  it("lists the caller's customs data sets with the shipments loaded and their first and last dates", async () => {
    const db = new DatabaseSync(server.deps.config.tradeDatabaseFile, { readOnly: true });
    const rows = db
      .prepare(
        "SELECT dataset, count(*) AS n, min(day) AS first, max(day) AS last FROM trade_bills WHERE counted = 1 GROUP BY dataset",
      )
      .all() as { dataset: string; n: number; first: unknown; last: unknown }[];
    db.close();
    const body = await json(await trade.get("/console/datasets/coverage"));
    const datasets = body.data.datasets as {
      dataset: string;
      records: number;
      firstDate?: string;
      lastDate?: string;
    }[];
    // The trade account owns US and Mexico imports and exports, sea (docs/demo-accounts.md).
    expect(datasets.map((d) => d.dataset)).toEqual([
      "IMP_USA_BL_SEA",
      "EXP_USA_BL_SEA",
      "IMP_MEXICO_CD_SEA",
      "EXP_MEXICO_CD_SEA",
    ]);
    for (const d of datasets) {
      const stored = rows.find((r) => r.dataset === d.dataset);
      expect(d.records).toBe(stored?.n ?? 0);
      const day = (n: unknown) => String(n).replace(/^(\d{4})(\d{2})(\d{2})$/, "$1-$2-$3");
      if (stored === undefined) expect(d).not.toHaveProperty("firstDate");
      else expect([d.firstDate, d.lastDate]).toEqual([day(stored.first), day(stored.last)]);
    }
    expect(datasets.find((d) => d.dataset === US)?.records).toBeGreaterThan(0);
    const main = (await signIn(server, "demo-main")).client;
    expect((await json(await main.get("/console/datasets/coverage"))).data.datasets).toEqual([]);
  });
});
