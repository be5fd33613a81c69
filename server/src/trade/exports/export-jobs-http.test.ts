// Export jobs through the real HTTP stack against the demo data: a free member's export stops at its
// limit of 20, an admin's small export holds every match, refusals keep their codes, an account sees
// only its own exports, an export whose provider stopped is failed, and old ones are deleted.
// Expected counts come from the stored rows by plain JavaScript.
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { EXPORT_RETENTION_MS, EXPORT_STALE_MS } from "@portolan/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addFreeMember, FREE_MEMBER } from "../../testing/free-member.ts";
import { signIn } from "../../testing/sign-in.ts";
import { startTestServer, type TestClient, type TestServer, testClock } from "../../testing/test-server.ts";

const US = "IMP_USA_BL_SEA";
type View = {
  id: number;
  status: string;
  rowsWritten: number;
  rowsExpected: number;
  percent: number;
  bytes?: number;
  reason?: string;
  fileName: string;
};
type Body<T> = { code: number; data: T };

const list = async (client: TestClient) =>
  ((await (await client.get("/console/exports")).json()) as Body<{ exports: View[]; rowLimit: number }>).data;
const create = async (client: TestClient, body: unknown, language = "en") =>
  (await (
    await client.post("/console/exports", body, "json", { "accept-language": language })
  ).json()) as Body<View>;
/** The export once it has ended (the list asked until it is done or failed). */
const ended = async (client: TestClient, id: number): Promise<View> => {
  for (let i = 0; i < 200; i++) {
    const found = (await list(client)).exports.find((e) => e.id === id);
    if (found !== undefined && (found.status === "done" || found.status === "failed")) return found;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`export ${id} did not end`);
};
const csvRows = async (response: Response) =>
  new TextDecoder()
    .decode(await response.arrayBuffer())
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");

describe("export jobs", () => {
  let server: TestServer;
  let free: TestClient;
  let admin: TestClient;
  let trade: TestClient;
  let days: number[];

  beforeAll(async () => {
    server = await startTestServer();
    await addFreeMember(server.deps.config.accountStorage);
    free = (await signIn(server, FREE_MEMBER.email)).client;
    admin = (await signIn(server, "demo-admin")).client;
    trade = (await signIn(server, "demo-trade")).client;
    const db = new DatabaseSync(server.deps.config.tradeDatabaseFile, { readOnly: true });
    days = (
      db.prepare("SELECT day FROM trade_bills WHERE counted = 1 AND dataset = ?").all(US) as { day: number }[]
    ).map((r) => r.day);
    db.close();
  }, 60_000);
  afterAll(async () => server.stop());

  it("a free member's export of a search of more than 20 matches writes exactly 20 rows", async () => {
    expect(days.length).toBeGreaterThan(20);
    expect((await list(free)).rowLimit).toBe(20);
    const started = await create(free, {
      subject: { kind: "search", query: { datasets: US } },
      format: "csv",
    });
    expect(started).toMatchObject({
      code: 200,
      data: { status: "queued", rowsExpected: 20, matches: days.length, rowsWritten: 0 },
    });
    const done = await ended(free, started.data.id);
    expect(done).toMatchObject({
      status: "done",
      rowsWritten: 20,
      rowsExpected: 20,
      matches: days.length,
      percent: 100,
    });
    const file = await free.get(`/console/exports/file?id=${done.id}`);
    expect(file.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(file.headers.get("content-disposition")).toBe(`attachment; filename="${done.fileName}"`);
    expect(done.fileName).toMatch(/^portolan-shipments-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = await csvRows(file);
    expect(lines).toHaveLength(21);
    expect(Number(file.headers.get("content-length"))).toBe(done.bytes);
  });

  it("an admin's export of fewer matches than the limit holds all of them, as XLSX too", async () => {
    // A month of US bills: more than one, fewer than the limit.
    const month = Math.floor(
      (days.find((d) => days.filter((e) => Math.floor(e / 100) === Math.floor(d / 100)).length > 1) ?? 0) /
        100,
    );
    const text = String(month);
    const from = `${text.slice(0, 4)}-${text.slice(4, 6)}-01`;
    const to = `${text.slice(0, 4)}-${text.slice(4, 6)}-31`;
    const expected = days.filter((d) => Math.floor(d / 100) === month).length;
    expect(expected).toBeGreaterThan(1);
    expect(expected).toBeLessThan(1000);
    expect((await list(admin)).rowLimit).toBe(10_000);
    const query = { datasets: US, startTime: from, endTime: to };
    const csv = await ended(
      admin,
      (await create(admin, { subject: { kind: "search", query }, format: "csv" })).data.id,
    );
    expect(csv).toMatchObject({ status: "done", rowsWritten: expected, rowsExpected: expected });
    const lines = await csvRows(
      await admin.get(`/console/exports/file?id=${csv.id}`, { "accept-language": "en" }),
    );
    expect(lines).toHaveLength(expected + 1);
    expect(lines.slice(1).every((l) => l.startsWith(from.slice(0, 8)))).toBe(true);
    const xlsx = await ended(
      admin,
      (await create(admin, { subject: { kind: "search", query }, format: "xlsx" })).data.id,
    );
    const response = await admin.get(`/console/exports/file?id=${xlsx.id}`);
    expect(response.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    const ExcelJS = (await import("exceljs")).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    expect(book.getWorksheet("Shipments")?.rowCount).toBe(expected + 1);
  });

  it("exports a partner report and a profile table, headed in the user's language", async () => {
    const market = (await signIn(server, "demo-market")).client;
    const datasets = "IMP_RUSSIA_CD_DEF";
    const firms = (await (await market.get(`/searching/cds/company?datasets=${datasets}`)).json()) as Body<{
      records: { id: number }[];
    }>;
    const id = String(firms.data.records[0]?.id);
    const partners = (await (
      await market.get(`/searching/cds/company/partner?id=${id}&datasets=${datasets}`)
    ).json()) as Body<{ total: number }>;
    const report = await create(market, { subject: { kind: "partners", id, datasets }, format: "csv" });
    expect(report.data).toMatchObject({ rowsExpected: partners.data.total, matches: partners.data.total });
    const done = await ended(market, report.data.id);
    const lines = await csvRows(await market.get(`/console/exports/file?id=${done.id}`));
    expect(lines).toHaveLength(partners.data.total + 1);
    expect(lines[0]).toMatch(/^Partner id,Partner,Country,Shipments/);
    const profile = (await (
      await market.get(`/searching/cds/companies/record?id=${id}&datasets=${datasets}`)
    ).json()) as Body<{ monthly: unknown[] }>;
    const monthly = await create(market, {
      subject: { kind: "profile", id, datasets, table: "monthly" },
      format: "csv",
    });
    const months = await ended(market, monthly.data.id);
    expect(months.rowsWritten).toBe(profile.data.monthly.length);
    expect(months.fileName).toMatch(/^portolan-profile-monthly-/);
    // Every month from the firm's first to its last, zero where nothing shipped (issue 31 item 3).
    const written = (await csvRows(await market.get(`/console/exports/file?id=${months.id}`)))
      .slice(1)
      .map((line) => line.slice(0, 7));
    const index = (ym: string) => Number(ym.slice(0, 4)) * 12 + Number(ym.slice(5, 7));
    expect(written.map(index)).toEqual(written.map((_, k) => index(written[0] as string) + k));
  });

  it("writes a profile's monthly table with the known counts, an empty cell for an unknown sum (D341)", async () => {
    const db = new DatabaseSync(server.deps.config.tradeDatabaseFile, { readOnly: true });
    // The importer with the most shipments of no value, and the month in which it had most of them.
    const firm = db
      .prepare(
        `SELECT importer_id AS id FROM trade_bills WHERE counted = 1 AND dataset = ? AND importer_id IS NOT NULL
         GROUP BY 1 HAVING COUNT(*) > COUNT(value_usd) ORDER BY COUNT(*) - COUNT(value_usd) DESC, 1 LIMIT 1`,
      )
      .get(US) as { id: number } | undefined;
    db.close();
    expect(firm).toBeDefined();
    const id = String(firm?.id);
    type Month = {
      month: string;
      shipments: number;
      valueUsd: number;
      valueKnown: number;
      weightKnown: number;
    };
    const profile = (await (
      await admin.get(`/searching/cds/companies/record?id=${id}&datasets=${US}`)
    ).json()) as Body<{ monthly: Month[] }>;
    const job = await create(admin, {
      subject: { kind: "profile", id, datasets: US, table: "monthly" },
      format: "csv",
    });
    const done = await ended(admin, job.data.id);
    const [head, ...lines] = await csvRows(await admin.get(`/console/exports/file?id=${done.id}`));
    expect(head).toBe(
      "Month,Shipments,Weight (kg),Shipments with a weight,Value (USD),Shipments with a value",
    );
    expect(lines).toHaveLength(profile.data.monthly.length);
    lines.forEach((line, k) => {
      const m = profile.data.monthly[k] as Month;
      const cells = line.split(",");
      expect([cells[0], cells[1], cells[3], cells[5]]).toEqual(
        [m.month, m.shipments, m.weightKnown, m.valueKnown].map(String),
      );
      // Shipments that all lacked a value: an empty cell, never 0; a month of none shipped: 0.
      expect(cells[4]).toBe(m.shipments > 0 && m.valueKnown === 0 ? "" : String(m.valueUsd));
    });
    expect(profile.data.monthly.some((m) => m.valueKnown < m.shipments)).toBe(true);
  });

  it("refuses what the screens refuse, with their codes", async () => {
    const notOwned = await create(trade, {
      subject: { kind: "search", query: { datasets: "IMP_INDIA_CD_DEF" } },
      format: "csv",
    });
    expect(notOwned).toMatchObject({ code: 52001, data: { params: { dataset: "IMP_INDIA_CD_DEF" } } });
    const kind = await create(trade, {
      subject: { kind: "search", query: { datasets: US, kind: "hsCode", keyword: "8471" } },
      format: "csv",
    });
    expect(kind.code).toBe(52002);
    const report = await create(trade, {
      subject: { kind: "partners", id: "1", datasets: US },
      format: "csv",
    });
    expect(report.code).toBe(52003);
    const unknown = await create(trade, {
      subject: { kind: "profile", id: "999999999", datasets: US, table: "ports" },
      format: "csv",
    });
    expect(unknown).toMatchObject({ code: 10001, data: { messageId: "trade.query.unknownCompany" } });
    const format = await create(trade, {
      subject: { kind: "search", query: { datasets: US } },
      format: "pdf",
    });
    expect(format.code).toBe(10001);
    expect(await (await server.client().get("/console/exports")).json()).toMatchObject({ code: 401 });
  });

  it("shows an account its own exports only, and serves none of another's", async () => {
    const mine = await ended(
      trade,
      (await create(trade, { subject: { kind: "search", query: { datasets: US } }, format: "csv" })).data.id,
    );
    const sub = (await signIn(server, "demo-trade-sub")).client;
    expect((await list(sub)).exports.map((e) => e.id)).not.toContain(mine.id);
    expect((await list(trade)).exports.map((e) => e.id)).toContain(mine.id);
    expect(await (await sub.get(`/console/exports/file?id=${mine.id}`)).json()).toMatchObject({
      code: 54002,
    });
    expect(await (await admin.get(`/console/exports/file?id=${mine.id}`)).json()).toMatchObject({
      code: 54002,
    });
    expect(await (await server.client().get(`/console/exports/file?id=${mine.id}`)).json()).toMatchObject({
      code: 401,
    });
    expect(await (await trade.get("/console/exports/file?id=x")).json()).toMatchObject({ code: 54002 });
  });

  it("refuses a fourth export while three are under way", async () => {
    const sub = (await signIn(server, "demo-trade-sub")).client;
    const jobs = server.deps.storage.exportJobs;
    const accountId = (await server.deps.storage.accounts.findByLogin("demo-trade-sub"))?.id ?? 0;
    const subject = { kind: "search" as const, query: { datasets: US } };
    const made = [];
    for (let i = 0; i < 3; i++) {
      const job = await jobs.createIfUnder(
        {
          accountId,
          subject,
          format: "csv",
          locale: "en",
          rowsExpected: 5,
          matches: 5,
          fileName: "x.csv",
          at: server.clock.now(),
        },
        3,
      );
      if (job === "full") throw new Error("three exports fit");
      made.push(job);
    }
    expect(await create(sub, { subject, format: "csv" })).toMatchObject({
      code: 54001,
      data: { params: { max: 3 } },
    });
    for (const job of made) await jobs.fail(job.id, "exports.failed.error", server.clock.now());
    expect((await create(sub, { subject, format: "csv" })).code).toBe(200);
  });

  it("deletes a finished export and its file after the retention time", async () => {
    const job = await ended(
      free,
      (await create(free, { subject: { kind: "search", query: { datasets: US } }, format: "xlsx" })).data.id,
    );
    expect(existsSync(`${server.deps.config.exportsDir}/${job.id}.xlsx`)).toBe(true);
    server.clock.advance(EXPORT_RETENTION_MS + 1);
    // A week on, the session has ended too: sign in again.
    free = (await signIn(server, FREE_MEMBER.email)).client;
    expect((await list(free)).exports).toEqual([]);
    expect(readdirSync(server.deps.config.exportsDir).filter((f) => f.startsWith(`${job.id}.`))).toEqual([]);
  });
});

describe("an export whose provider stopped", () => {
  it("stays running while it may be alive, then is failed, never running for ever", async () => {
    const clock = testClock();
    const dataDir = mkdtempSync(join(tmpdir(), "portolan-test-"));
    const first = await startTestServer({}, { clock, dataDir });
    const jobs = first.deps.storage.exportJobs;
    const id = (await first.deps.storage.accounts.findByLogin("demo-trade"))?.id ?? 0;
    // What a provider killed in the middle of an export leaves: a running entry, its file half-written.
    const job = await jobs.createIfUnder(
      {
        accountId: id,
        subject: { kind: "search", query: { datasets: US } },
        format: "csv",
        locale: "en",
        rowsExpected: 1000,
        matches: 2280,
        fileName: "portolan-shipments.csv",
        at: clock.now(),
      },
      1,
    );
    if (job === "full") throw new Error("no export under way yet");
    await jobs.start(job.id, clock.now());
    await jobs.progress(job.id, 400, clock.now());
    await first.stop();

    // The provider started again keeps its accounts where the first had them (its PostgreSQL database).
    const storage = first.deps.config.accountStorage;
    const second = await startTestServer(
      storage.kind === "postgres" ? { PORTOLAN_DATABASE_URL: storage.url } : {},
      {
        clock,
        dataDir,
      },
    );
    try {
      const trade = (await signIn(second, "demo-trade")).client;
      expect((await list(trade)).exports[0]).toMatchObject({
        id: job.id,
        status: "running",
        rowsWritten: 400,
        percent: 40,
      });
      clock.advance(EXPORT_STALE_MS + 1);
      expect((await list(trade)).exports[0]).toMatchObject({
        id: job.id,
        status: "failed",
        reason: "exports.failed.interrupted",
        rowsWritten: 400,
      });
      expect(await (await trade.get(`/console/exports/file?id=${job.id}`)).json()).toMatchObject({
        code: 54002,
      });
    } finally {
      await second.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
