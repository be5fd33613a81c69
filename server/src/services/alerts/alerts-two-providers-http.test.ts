// Two providers on one account storage (the same SQLite file, or the same PostgreSQL database when
// the run puts the accounts there) and one trade file: the alert check fired on both at once — as
// their timers do — alerts a tracked company once and mails it once; each sees the other's session
// and the same alerts.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mulberry32 } from "../../seed/prng.ts";
import { referenceTables } from "../../seed/reference-tables.ts";
import { writeDemoReleases } from "../../seed/release-writer.ts";
import { DEFAULT_GENERATOR_OPTIONS, generateShipments } from "../../seed/shipment-generator.ts";
import { signIn } from "../../testing/sign-in.ts";
import { testAccountsOnPostgres } from "../../testing/test-accounts-engine.ts";
import {
  startTestServer,
  TEST_DEMO_RECORDS,
  type TestClient,
  type TestServer,
} from "../../testing/test-server.ts";
import { importReleases } from "../../trade/import/importer.ts";
import { type OpenedTradeEngine, openSqliteTrade } from "../../trade/open-trade-engine.ts";

const US = "IMP_USA_BL_SEA";
const batch = mkdtempSync(join(tmpdir(), "portolan-two-alerts-"));
let first: TestServer;
let second: TestServer;
let trade: TestClient;
let engine: OpenedTradeEngine;

type Body = { code: number; data: Record<string, unknown> };

beforeAll(async () => {
  first = await startTestServer();
  const storage = first.deps.config.accountStorage;
  second = await startTestServer(storage.kind === "postgres" ? { PORTOLAN_DATABASE_URL: storage.url } : {}, {
    dataDir: first.dataDir,
    clock: first.clock,
  });
  trade = (await signIn(first, "demo-trade")).client;
  engine = openSqliteTrade(first.deps.config.tradeDatabaseFile);
  writeDemoReleases(
    batch,
    generateShipments(referenceTables(), { ...DEFAULT_GENERATOR_OPTIONS, records: TEST_DEMO_RECORDS }),
    mulberry32(23),
    1,
  );
}, 90_000);
afterAll(async () => {
  await engine?.close();
  await second?.stop();
  await first?.stop();
  rmSync(batch, { recursive: true, force: true });
});

const onSecond = async (path: string) => {
  const token = trade.cookies.get("token") ?? "";
  const response = await fetch(`${second.url}${path}`, { headers: { cookie: `token=${token}` } });
  return (await response.json()) as Body;
};

describe("two providers sharing the accounts", () => {
  it("runs on the engine of the test project (SQLite, or PostgreSQL in accounts-on-postgres)", () => {
    expect(first.deps.config.accountStorage.kind).toBe(testAccountsOnPostgres() ? "postgres" : "sqlite");
    expect(second.deps.config.accountStorage).toEqual(first.deps.config.accountStorage);
  });

  it("knows a session made on one on the other", async () => {
    const identity = await onSecond("/console/user/identity");
    expect(identity.code).toBe(200);
    expect(identity.data).toMatchObject({ account: "demo-trade" });
  });

  it("alerts a tracked company once and mails it once when both check at once", async () => {
    const page = (await (await trade.get(`/searching/cds?datasets=${US}&pageSize=100`)).json()) as Body;
    const records = page.data.records as { importer?: { id?: number; name: string } }[];
    const firm = records.find((r) => r.importer?.id !== undefined)?.importer as { id: number; name: string };
    const tracked = (await (
      await trade.post("/console/tracking", {
        companyId: firm.id,
        role: "importer",
        datasets: US,
        name: firm.name,
      })
    ).json()) as Body;
    expect(tracked.code).toBe(200);
    await importReleases([batch], engine.sink, { now: first.clock.now });
    // As the importer does once its load is in (after-import.ts), then both timers fire together.
    await first.deps.storage.alertLedger.recordFinishedLoad(
      await engine.totals.lastShipmentId(),
      first.clock.now(),
    );
    const reports = (await Promise.all([first.app.runAlertCheck(), second.app.runAlertCheck()])) as {
      alerts: number;
      mailsSent: number;
    }[];
    expect(reports.reduce((n, r) => n + r.alerts, 0)).toBe(1);
    expect(first.mailer.sent.length + second.mailer.sent.length).toBe(1);
    const seenOnFirst = ((await (await trade.get("/console/alerts")).json()) as Body).data;
    expect(seenOnFirst).toMatchObject({ unread: 1 });
    expect((await onSecond("/console/alerts")).data).toEqual(seenOnFirst);
  });

  it("ends the session on both when it signs out on one", async () => {
    expect((await (await trade.post("/console/user/logout", {})).json()) as Body).toMatchObject({
      code: 200,
    });
    expect((await onSecond("/console/user/identity")).code).toBe(401);
  });
});
