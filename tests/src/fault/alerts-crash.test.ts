// kill -9 of the importer while it checks the alerts of the batch it loaded, repeated, then the
// importer run again (it passes over the releases already in and finishes the check): every tracked
// company with new shipments has exactly one alert, over exactly the bills the batch brought it,
// and exactly one mail, in the outbox once — nothing lost, nothing twice (issue 16). The importer is
// the real command (server/src/cli/import.ts) in its own process.

import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { flagsToBits } from "@portolan/core";
import {
  DEFAULT_GENERATOR_OPTIONS,
  generateShipments,
  importReleases,
  loadConfig,
  mulberry32,
  openAccountStorage,
  openSqliteTrade,
  referenceTables,
  testAccountsEnv,
  writeDemoReleases,
} from "@portolan/server";
import { afterAll, describe, expect, it } from "vitest";

const CLI = join(import.meta.dirname, "..", "..", "..", "server", "src", "cli", "import.ts");
const root = mkdtempSync(join(tmpdir(), "portolan-alerts-crash-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const RECORDS = 3_000;
/** The accounts own the data set they track (the check tells nothing of data an account does not own). */
const OWNS = flagsToBits({ customs: { IMP_USA_BL_SEA: true }, ship: false, transit: false });
const ACCOUNTS = 4;
const FIRMS_EACH = 100;

describe("kill -9 during the alert check", () => {
  it("records and mails each alert exactly once after crashes and a restart", async () => {
    const dataDir = join(root, "data");
    const tradeFile = join(dataDir, "trade.sqlite");
    const data = generateShipments(referenceTables(), { ...DEFAULT_GENERATOR_OPTIONS, records: RECORDS });
    const base = join(root, "base");
    writeDemoReleases(base, data, mulberry32(3));
    const engine = openSqliteTrade(tradeFile);
    await importReleases([base], engine.sink, { now: () => 0 });
    const baseline = await engine.totals.lastShipmentId();
    await engine.close();

    // Accounts tracking the busiest firms as importers, each with its mail address.
    const trade = new DatabaseSync(tradeFile, { readOnly: true });
    const firms = (
      trade
        .prepare(
          "SELECT importer_id AS id FROM trade_bills WHERE importer_id IS NOT NULL AND dataset = 'IMP_USA_BL_SEA' AND counted = 1 GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT ?",
        )
        .all(FIRMS_EACH) as { id: number }[]
    ).map((r) => r.id);
    trade.close();
    // The accounts where the importer's configuration keeps them, opened as the provider opens them.
    const env = {
      ...(await testAccountsEnv()),
      PORTOLAN_DATA_DIR: dataDir,
      PORTOLAN_TRADE_ENGINE: "sqlite",
      PORTOLAN_SMTP_URL: "",
      // The alert mails' links (the importer refuses to mail without it outside demo mode, D338).
      PORTOLAN_PUBLIC_ORIGIN: "https://data.example.test",
    };
    const accounts = await openAccountStorage(loadConfig(env, process.cwd()).accountStorage);
    await accounts.alertLedger.recordFinishedLoad(baseline, 0);
    for (let a = 1; a <= ACCOUNTS; a += 1) {
      const made = await accounts.accounts.create({
        account: `crash${a}`,
        email: `crash${a}@example.test`,
        nickname: `crash${a}`,
        firstName: "Crash",
        lastName: "Test",
        level: 0,
        accountType: "member",
        roles: [],
        permissions: {},
        membership: 0,
        customsDataSource: String(OWNS),
        oemDomains: [],
        passwordHash: "x",
        lifecycle: {},
        createdAt: 0,
      });
      if (!made.ok || made.id !== a) throw new Error(`account ${a} not made`);
      for (const firm of firms) {
        const item = {
          accountId: a,
          kind: "company",
          ref: `importer:${firm}`,
          name: `FIRM ${firm}`,
        } as const;
        const tracked = await accounts.tracking.track(
          { ...item, datasets: ["IMP_USA_BL_SEA"], cadence: "instant", locale: "en", since: 0 },
          FIRMS_EACH,
        );
        if (tracked.kind !== "added" || tracked.value.watermark !== baseline) throw new Error("not tracked");
      }
    }
    const count = async (sql: string, params: number[] = []) =>
      Number((await accounts.sql.get(sql, params))?.n);

    const batch = join(root, "batch");
    writeDemoReleases(batch, data, mulberry32(4), 1);
    const printed = { output: "" };
    const run = () => {
      const child = spawn(process.execPath, [CLI, batch], {
        env: {
          ...process.env,
          ...env,
          // A sender killed mid-send holds its claimed mails this long before a later run sends them.
          PORTOLAN_ALERT_MAIL_LEASE_SECONDS: "1",
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stdout?.on("data", (c: Buffer) => {
        output += c.toString();
      });
      child.stderr?.on("data", (c: Buffer) => {
        output += c.toString();
      });
      return {
        child,
        done: new Promise<number | null>((resolve) =>
          child.on("exit", (code) => {
            // What the importer printed, for a failure's message.
            printed.output = output;
            resolve(code);
          }),
        ),
      };
    };
    const alerts = () => count("SELECT count(*) AS n FROM alerts");
    const sent = () => count("SELECT count(*) AS n FROM alert_mails WHERE sent_at IS NOT NULL");
    let kills = 0;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const [a0, s0] = [await alerts(), await sent()];
      const { child, done } = run();
      // Killed once it has recorded more alerts (or sent more mails): in the middle of the check.
      while ((await alerts()) <= a0 + 5 * attempt && (await sent()) <= s0 && child.exitCode === null)
        await new Promise((r) => setTimeout(r, 5));
      if (child.exitCode === null) {
        child.kill("SIGKILL");
        kills += 1;
      }
      await done;
    }
    expect(kills).toBeGreaterThan(0);
    // The mails a killed sender had claimed go out once their claim has lapsed.
    await new Promise((r) => setTimeout(r, 1100));
    expect(await run().done, printed.output).toBe(0);
    expect(printed.output).toMatch(/^alerts: 0 from 0 tracked items checked, 0 digests, \d+ mails sent$/m);

    // What each firm's alert must say, from the store itself: its counted bills of the batch.
    const store = new DatabaseSync(tradeFile, { readOnly: true });
    const last = Number((store.prepare("SELECT max(id) AS n FROM trade_bills").get() as { n: number }).n);
    const expected = new Map(
      (
        store
          .prepare(
            `SELECT importer_id AS firm, count(*) AS n FROM trade_bills
             WHERE id > ? AND id <= ? AND counted = 1 AND dataset = 'IMP_USA_BL_SEA' GROUP BY 1`,
          )
          .all(baseline, last) as { firm: number; n: number }[]
      ).map((r) => [r.firm, r.n]),
    );
    store.close();
    const rows = (
      await accounts.sql.all(
        "SELECT account_id, ref, shipments, after_bill, up_to_bill, mail_id FROM alerts ORDER BY id",
      )
    ).map((r) => ({
      account_id: Number(r.account_id),
      ref: String(r.ref),
      shipments: Number(r.shipments),
      after_bill: Number(r.after_bill),
      up_to_bill: Number(r.up_to_bill),
      mail_id: Number(r.mail_id),
    }));
    const wanted = firms.filter((f) => (expected.get(f) ?? 0) > 0);
    expect(wanted.length).toBeGreaterThan(10);
    expect(rows).toHaveLength(wanted.length * ACCOUNTS);
    for (let a = 1; a <= ACCOUNTS; a += 1)
      for (const firm of wanted) {
        const mine = rows.filter((r) => r.account_id === a && r.ref === `importer:${firm}`);
        expect(mine).toHaveLength(1);
        expect(mine[0]).toMatchObject({
          shipments: expected.get(firm),
          after_bill: baseline,
          up_to_bill: last,
        });
      }
    const mails = await accounts.sql.get("SELECT count(*) AS n, count(sent_at) AS sent FROM alert_mails");
    expect({ n: Number(mails?.n), sent: Number(mails?.sent) }).toEqual({ n: rows.length, sent: rows.length });
    expect(new Set(rows.map((r) => r.mail_id)).size).toBe(rows.length);
    expect(await count("SELECT count(*) AS n FROM tracked_items WHERE watermark <> ?", [last])).toBe(0);
    await accounts.close();
    // The outbox: one file per mail, a mail sent again after a kill overwrote its own file.
    const files = readdirSync(join(dataDir, "outbox")).filter((f) => f.endsWith(".json"));
    expect(files).toHaveLength(rows.length);
  }, 240_000);
});
