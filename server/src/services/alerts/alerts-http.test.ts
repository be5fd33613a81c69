// Tracking and alerts through the real HTTP stack (issue 16): a company (instant) and a search
// (daily digest) tracked; a new batch imported as the importer does, then its check: one alert per
// item over exactly the shipments the batch brought (the search screen's own query, limited to the
// new bill ids, finds the same); the instant mail in the tracking's language with both links; the
// daily digest only once the day has ended; a second check alerts nothing again; read marks and
// unread counts; the unsubscribe link; and an item tracked after the import is not alerted of it.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DAY_MS } from "@portolan/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mulberry32 } from "../../seed/prng.ts";
import { referenceTables } from "../../seed/reference-tables.ts";
import { writeDemoReleases } from "../../seed/release-writer.ts";
import { DEFAULT_GENERATOR_OPTIONS, generateShipments } from "../../seed/shipment-generator.ts";
import { signIn } from "../../testing/sign-in.ts";
import {
  startTestServer,
  TEST_DEMO_RECORDS,
  type TestClient,
  type TestServer,
} from "../../testing/test-server.ts";
import { importReleases } from "../../trade/import/importer.ts";
import { type OpenedTradeEngine, openSqliteTrade } from "../../trade/open-trade-engine.ts";
import { checkAfterImport } from "./after-import.ts";

let server: TestServer;
let trade: TestClient;
let engine: OpenedTradeEngine;
const US = "IMP_USA_BL_SEA";
const batch = mkdtempSync(join(tmpdir(), "portolan-alerts-batch-"));

type Body = { code: number; data: Record<string, unknown> };
const json = async (r: Response) => {
  expect(r.status).toBeLessThan(500);
  return (await r.json()) as Body;
};
type AlertView = {
  id: number;
  kind: string;
  name: string;
  shipments: number;
  read: boolean;
  address: string;
};
const alertList = async () =>
  (await json(await trade.get("/console/alerts"))).data as {
    alerts: AlertView[];
    unread: number;
  };
const searchTotal = async (query: string) => (await json(await trade.get(`/searching/cds?${query}`))).data;

let firm: { id: number; name: string };

beforeAll(async () => {
  server = await startTestServer();
  trade = (await signIn(server, "demo-trade")).client;
  engine = openSqliteTrade(server.deps.config.tradeDatabaseFile);
  const page = await searchTotal(`datasets=${US}&pageSize=100`);
  const records = page.records as { importer?: { id?: number; name: string } }[];
  const withFirm = records.find((r) => r.importer?.id !== undefined);
  firm = { id: withFirm?.importer?.id as number, name: withFirm?.importer?.name as string };
  // The same generator as the demo data, written as release part 1: the same firms, new bills.
  writeDemoReleases(
    batch,
    generateShipments(referenceTables(), { ...DEFAULT_GENERATOR_OPTIONS, records: TEST_DEMO_RECORDS }),
    mulberry32(11),
    1,
  );
}, 60_000);
afterAll(async () => {
  await engine.close();
  await server.stop();
  rmSync(batch, { recursive: true, force: true });
});

describe("the alert check after an import", () => {
  let companyItem: number;
  it("tracks a company (instant, in Russian) and a search (daily)", async () => {
    const company = await json(
      await trade.post(
        "/console/tracking",
        { companyId: firm.id, role: "importer", datasets: US, name: firm.name },
        "json",
        { "accept-language": "ru" },
      ),
    );
    expect(company.code).toBe(200);
    expect(company.data.company).toMatchObject({ cadence: "instant", companyId: firm.id });
    companyItem = (company.data.company as { id: number }).id;
    const search = await json(
      await trade.post(
        "/console/tracking/searches",
        { query: `keyword=&datasets=${US}`, cadence: "daily" },
        "json",
        {
          "accept-language": "en",
        },
      ),
    );
    expect(search.code).toBe(200);
    expect(search.data.search).toMatchObject({ query: `datasets=${US}`, cadence: "daily" });
    // Tracked again without a cadence: unchanged; with one: set.
    const again = await json(await trade.post("/console/tracking/searches", { query: `datasets=${US}` }));
    expect(again.data).toMatchObject({ added: false, search: { cadence: "daily" } });
    const bad = await json(await trade.post("/console/tracking/searches", { query: "keyword=chairs" }));
    expect(bad.code).toBe(10001);
    const list = await json(await trade.get("/console/tracking/searches"));
    expect((list.data.searches as unknown[]).length).toBe(1);
  });

  it("alerts each item once of exactly the new shipments, and mails the instant one", async () => {
    // An account that owns no data set tracks a search of one: it is told nothing of it.
    const main = (await signIn(server, "demo-main")).client;
    expect(
      (await json(await main.post("/console/tracking/searches", { query: `datasets=${US}` }))).code,
    ).toBe(200);
    const before = await engine.totals.lastShipmentId();
    await importReleases([batch], engine.sink, { now: server.clock.now });
    const after = await engine.totals.lastShipmentId();
    expect(after).toBeGreaterThan(before);
    const report = await checkAfterImport(server.deps.config, engine, server.clock.now, server.mailer);
    expect(report).toMatchObject({ checked: 3, alerts: 2, digests: 0, mailsSent: 1 });
    expect((await json(await main.get("/console/alerts"))).data).toEqual({ alerts: [], unread: 0 });
    const { alerts, unread } = await alertList();
    expect(unread).toBe(2);
    const company = alerts.find((a) => a.kind === "company") as AlertView;
    const search = alerts.find((a) => a.kind === "search") as AlertView;
    // The link's query is the search screen's: it finds the alert's shipments, all the firm's, all new.
    const linked = await searchTotal(company.address.split("?")[1] as string);
    expect(linked.total).toBe(company.shipments);
    expect(company.shipments).toBeGreaterThan(0);
    for (const r of linked.records as { id: number; importer?: { id?: number } }[]) {
      expect(r.importer?.id).toBe(firm.id);
      expect(r.id).toBeGreaterThan(before);
    }
    expect(company.address).toContain(`newAfter=${before}&newUpTo=${after}`);
    const everyNew = await searchTotal(`datasets=${US}&newAfter=${before}&newUpTo=${after}`);
    expect(search.shipments).toBe(everyNew.total);
    const mail = server.mailer.sent.at(-1);
    expect(mail?.subject).toContain(firm.name);
    expect(mail?.subject).toMatch(/нов(ая|ые|ых) постав/);
    // The link carries the mail's language (D286): opened in a fresh browser, the console is Russian.
    expect(mail?.text).toContain(`${server.deps.config.publicOrigin}${company.address}&lang=ru\n`);
    expect(mail?.text).toMatch(/\/alerts\/unsubscribe\?token=\d+\.[\w-]{32}/);
  });

  it("checks again without a second alert or mail", async () => {
    const sent = server.mailer.sent.length;
    expect(await server.app.runAlertCheck()).toMatchObject({ checked: 0, alerts: 0, mailsSent: 0 });
    expect((await alertList()).alerts).toHaveLength(2);
    expect(server.mailer.sent).toHaveLength(sent);
  });

  it("sends the daily digest once the day has ended, once", async () => {
    const sent = server.mailer.sent.length;
    server.clock.advance(DAY_MS);
    expect(await server.app.runAlertCheck()).toMatchObject({ digests: 1, mailsSent: 1 });
    const digest = server.mailer.sent.at(-1);
    expect(digest?.subject).toMatch(/^Daily alerts: 1 tracked item, \d+ new shipments$/);
    expect(await server.app.runAlertCheck()).toMatchObject({ digests: 0, mailsSent: 0 });
    expect(server.mailer.sent).toHaveLength(sent + 1);
  });

  it("marks alerts read", async () => {
    const { alerts } = await alertList();
    const one = await json(await trade.post("/console/alerts/read", { ids: [alerts[0]?.id] }));
    expect(one.data.unread).toBe(1);
    expect((await json(await trade.post("/console/alerts/read", {}))).data.unread).toBe(0);
    expect((await alertList()).alerts.every((a) => a.read)).toBe(true);
  });

  it("sets an item's cadence, and refuses another account's item", async () => {
    const changed = await json(
      await trade.post("/console/tracking/cadence", { id: companyItem, cadence: "daily" }),
    );
    expect(changed.data).toEqual({ id: companyItem, cadence: "daily" });
    const other = (await signIn(server, "demo-main")).client;
    const refused = await json(
      await other.post("/console/tracking/cadence", { id: companyItem, cadence: "daily" }),
    );
    expect(refused.code).toBe(56002);
    expect((await json(await other.get("/console/alerts"))).data).toEqual({ alerts: [], unread: 0 });
  });

  it("asks on a GET of the mail's link and stops the alerts on its one-click POST (RFC 8058)", async () => {
    const mail = server.mailer.sent.find((m) => m.subject.includes(firm.name));
    const link = /(\/alerts\/unsubscribe\?token=[\w.-]+)/.exec(mail?.text ?? "")?.[1] as string;
    // The mail names the same link for a mail client's unsubscribe button (issue 31 item 11).
    expect(mail?.headers).toEqual({
      "List-Unsubscribe": `<${server.deps.config.publicOrigin}${link}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    const forged = await fetch(`${server.url}${link.replace(/.$/, (c) => (c === "A" ? "B" : "A"))}`);
    expect(forged.status).toBe(404);
    // A GET (a mail scanner following the link) only asks, in the tracking's language.
    for (let i = 0; i < 2; i++) {
      const page = await fetch(`${server.url}${link}`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('lang="ru"');
      expect(html).toContain(firm.name);
      expect(html).toContain('<form method="post"');
    }
    const tracked = async () =>
      ((await json(await trade.get("/console/tracking"))).data.companies as unknown[]).length;
    expect(await tracked()).toBe(1);
    // The mail client's POST comes from no page of ours: no Origin, no cookie, the one-click body.
    const oneClick = await fetch(`${server.url}${link}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain("Вы отписались");
    expect(await tracked()).toBe(0);
    expect((await fetch(`${server.url}${link}`)).status).toBe(404);
    expect((await fetch(`${server.url}${link}`, { method: "POST" })).status).toBe(404);
  });

  it("does not alert an item tracked after the import of what it brought", async () => {
    await json(
      await trade.post("/console/tracking", {
        companyId: firm.id,
        role: "importer",
        datasets: US,
        name: firm.name,
      }),
    );
    expect(await server.app.runAlertCheck()).toMatchObject({ alerts: 0 });
  });
});
