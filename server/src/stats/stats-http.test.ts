// The market-analysis calls through the real HTTP stack against the small demo statistics loaded by
// the importers at start: who may ask (permission 128), what a bad filter answers, and that the
// answers agree with the stored rows summed here in plain JavaScript, not by the store's SQL.
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, demoApiKey } from "../services/auth/demo-accounts.ts";
import { signIn } from "../testing/sign-in.ts";
import { startTestServer, type TestClient, type TestServer } from "../testing/test-server.ts";

let server: TestServer;
let market: TestClient;
let trade: TestClient;
let rows: {
  source: string;
  flow: string;
  reporter: string;
  partner: string;
  period: number;
  value_usd: number;
  hs: string;
}[];

type Body = { code: number; msg: string; data: Record<string, unknown> & { messageId?: string } };
const get = async (client: TestClient, path: string, params: Record<string, string>) => {
  const res = await client.get(`/console/stats/${path}?${new URLSearchParams(params)}`);
  return { status: res.status, body: (await res.json()) as Body };
};

beforeAll(async () => {
  server = await startTestServer();
  market = (await signIn(server, "demo-market")).client;
  trade = (await signIn(server, "demo-trade")).client;
  const db = new DatabaseSync(server.deps.config.statsDatabaseFile, { readOnly: true });
  rows = db
    .prepare("SELECT source, flow, reporter, partner, period, value_usd, hs FROM stats_rows")
    .all() as typeof rows;
  db.close();
}, 60_000);
afterAll(async () => server.stop());

const sum = (filter: (r: (typeof rows)[number]) => boolean) =>
  rows.filter(filter).reduce((s, r) => s + r.value_usd, 0);

describe("market analysis over HTTP", () => {
  it("refuses a package without market analysis with 57001, whatever it asks", async () => {
    for (const path of ["options", "summary", "partners", "breakdown"]) {
      const { status, body } = await get(trade, path, { source: "cn", by: "province" });
      expect(status).toBe(200);
      expect(body.code).toBe(57001);
      expect(body.data.messageId).toBe("errors.stats.marketAnalysis");
    }
  });

  it("lists what each source can be filtered by", async () => {
    const un = (await get(market, "options", { source: "un" })).body;
    expect(un.code).toBe(200);
    expect(un.data).toMatchObject({
      source: "un",
      reporters: ["CN", "US"],
      flows: ["import", "export"],
      firstPeriod: "2023-10",
      lastPeriod: "2026-09",
      hsLevels: [2, 4, 6],
      currencies: ["USD"],
      tradeModes: [],
    });
    const cn = (await get(market, "options", { source: "cn" })).body;
    expect(cn.data).toMatchObject({ reporters: ["CN"], hsLevels: [2, 4, 6, 8], currencies: ["USD", "CNY"] });
    expect((cn.data.provinces as { code: string }[]).some((p) => p.code === "44")).toBe(true);
    expect(
      (cn.data.tradeModes as { code: string; name: { zh: string } }[]).find((m) => m.code === "10")?.name.zh,
    ).toBe("一般贸易");
  });

  it("sums the last twelve months by default and compares them with the year before", async () => {
    const { body } = await get(market, "summary", { source: "un", flow: "export", reporter: "CN" });
    expect(body.code).toBe(200);
    const inYear = (r: (typeof rows)[number], from: number, to: number) =>
      r.source === "un" && r.flow === "X" && r.reporter === "CN" && r.period >= from && r.period <= to;
    const value = sum((r) => inYear(r, 202510, 202609));
    const earlier = sum((r) => inYear(r, 202410, 202509));
    const headline = body.data.headline as { value: number; valueYearEarlier: number; change: number };
    expect(body.data.period).toEqual({ from: "2025-10", to: "2026-09" });
    expect(headline.value).toBeCloseTo(value, 0);
    expect(headline.valueYearEarlier).toBeCloseTo(earlier, 0);
    expect(headline.change).toBeCloseTo(value / earlier - 1, 9);
    // China's exports at the scale of real trade: trillions of dollars a year.
    expect(value).toBeGreaterThan(2e12);
    const monthly = body.data.monthly as { value: number }[];
    expect(monthly).toHaveLength(12);
    expect(monthly.reduce((s, m) => s + m.value, 0)).toBeCloseTo(value, 0);
  });

  it("ranks partners whose values sum to the headline, with shares summing to 1", async () => {
    const params = { source: "cn", flow: "import", pageSize: "100" };
    const partners = (await get(market, "partners", params)).body;
    const summary = (await get(market, "summary", params)).body;
    const records = partners.data.records as { partner: string; value: number; share: number }[];
    expect(partners.data.total).toBe(records.length);
    const total = records.reduce((s, r) => s + r.value, 0);
    expect(total).toBeCloseTo((summary.data.headline as { value: number }).value, 0);
    expect(records.reduce((s, r) => s + r.share, 0)).toBeCloseTo(1, 9);
    expect(records.map((r) => r.value)).toEqual([...records.map((r) => r.value)].sort((a, b) => b - a));
  });

  it("breaks China's figures down by province, and refuses it for UN Comtrade", async () => {
    const { body } = await get(market, "breakdown", {
      source: "cn",
      flow: "export",
      by: "province",
      currency: "CNY",
    });
    expect(body.code).toBe(200);
    const records = body.data.records as { code: string; share: number; name: { en: string } }[];
    expect(records.reduce((s, r) => s + r.share, 0)).toBeCloseTo(1, 9);
    expect(records[0]?.name.en).toBeTruthy();
    const un = (await get(market, "breakdown", { source: "un", by: "province" })).body;
    expect(un).toMatchObject({ code: 10001, data: { messageId: "stats.query.breakdown" } });
  });

  it.each([
    ["summary", { source: "eu" }, "stats.query.source"],
    ["summary", { source: "un", hsLevel: "8" }, "stats.query.hsLevel"],
    ["partners", { source: "un", partner: "Narnia" }, "stats.query.partner"],
    ["summary", { source: "un", from: "last year" }, "stats.query.period"],
    ["summary", { source: "un", currency: "CNY" }, "stats.query.currency"],
    ["breakdown", { source: "cn", by: "city" }, "stats.query.breakdown"],
    ["options", { source: "xx" }, "stats.query.source"],
  ])("answers a bad filter of %s (%j) with 10001 and %s, never a 500", async (path, params, messageId) => {
    const { status, body } = await get(market, path, params);
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 10001, data: { messageId } });
  });

  it("refuses a call without a source as a wrong call, not a crash", async () => {
    const { status, body } = await get(market, "summary", {});
    expect(status).toBeLessThan(500);
    expect(body.code).not.toBe(200);
  });

  it("exports the partner table as CSV in the order asked, headings in the user's language", async () => {
    const params = new URLSearchParams({
      source: "un",
      flow: "export",
      reporter: "US",
      sort: "partner",
      order: "asc",
    });
    const res = await market.get(`/console/stats/partners/export?${params}`, {
      "accept-language": "ru-RU,ru;q=0.9",
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toMatch(
      /portolan-stats-un-partners-\d{4}-\d{2}-\d{2}\.csv/,
    );
    const lines = (await res.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Партнёр,Стоимость (USD),Доля,Годом ранее (USD),Изменение,Количество,Единица,Вес нетто (кг)",
    );
    const partners = lines.slice(1).map((l) => l.split(",")[0]);
    const listed = (
      await get(market, "partners", {
        source: "un",
        flow: "export",
        reporter: "US",
        sort: "partner",
        order: "asc",
        pageSize: "100",
      })
    ).body;
    expect(partners).toEqual((listed.data.records as { partner: string }[]).map((r) => r.partner));
    const refused = await trade.get(`/console/stats/partners/export?${params}`);
    expect(((await refused.json()) as Body).code).toBe(57001);
    const bad = await market.get("/console/stats/partners/export?source=un&format=pdf");
    expect(((await bad.json()) as Body).code).toBe(10001);
  });

  it("answers a data API key as it answers the key's account", async () => {
    const key = (account: string) =>
      demoApiKey(DEMO_ACCOUNTS.find((a) => a.account === account) as (typeof DEMO_ACCOUNTS)[number]);
    const ask = async (account: string) =>
      (await (
        await fetch(`${server.url}/console/stats/options?source=un`, {
          headers: { authorization: `Bearer ${key(account)}` },
        })
      ).json()) as Body;
    expect((await ask("demo-market")).code).toBe(200);
    expect((await ask("demo-trade")).code).toBe(57001);
  });

  it("gives no change against a year the store does not wholly hold", async () => {
    // The demo starts in 2023-10: 2024's year before is mostly missing.
    const params = { source: "un", flow: "export", reporter: "CN", from: "2024-01", to: "2024-12" };
    const summary = (await get(market, "summary", params)).body;
    expect((summary.data.headline as { change: unknown }).change).toBeNull();
    const partners = (await get(market, "partners", params)).body;
    expect((partners.data.records as { change: unknown }[]).every((r) => r.change === null)).toBe(true);
    const later = (await get(market, "summary", { ...params, from: "2024-10", to: "2025-09" })).body;
    expect(typeof (later.data.headline as { change: unknown }).change).toBe("number");
  });
});
