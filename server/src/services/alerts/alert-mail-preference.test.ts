// An account that turned alert mails off in its advertising settings (issue 29 item 16, D292) gets
// its alerts in the console and no mail, instant or daily; one that never saved its preferences,
// or turned them back on, is mailed.
import { describe, expect, it } from "vitest";
import type { MailMessage } from "../../ports/mailer.ts";
import { savePreferences } from "../../storage/sqlite/account-preferences.ts";
import { sqliteAlertLedger } from "../../storage/sqlite/alert-ledger.ts";
import { openDatabase } from "../../storage/sqlite/database.ts";
import type { TradeStore } from "../../trade/trade-store-port.ts";
import { runAlertCheck } from "./alert-check.ts";

const DAY = 86_400_000;

const setUp = () => {
  const db = openDatabase(":memory:");
  for (const [id, name] of [
    [1, "quiet"],
    [2, "loud"],
  ] as const)
    db.prepare(
      `INSERT INTO accounts (id, account, account_key, email, email_key, nickname, customs_data_source, password_hash, created_at)
       VALUES (?, ?, ?, ?, ?, ?, '', 'x', 0)`,
    ).run(id, name, name, `${name}@x.test`, `${name}@x.test`, name);
  const track = (accountId: number, cadence: "instant" | "daily") =>
    db
      .prepare(
        `INSERT INTO tracked_items (account_id, kind, ref, name, datasets, cadence, locale, since, watermark)
         VALUES (?, 'search', ?, 'chairs', 'IMP_USA_BL_SEA', ?, 'en', 0, 10)`,
      )
      .run(accountId, `datasets=IMP_USA_BL_SEA&keyword=chairs&c=${cadence}`, cadence);
  const sent: MailMessage[] = [];
  const ledger = sqliteAlertLedger(db);
  let clock = 5 * DAY;
  // Every query finds three new shipments.
  const store = {
    search: async () => ({ total: 3, totalExact: true, records: [] }),
  } as unknown as TradeStore;
  const check = () =>
    runAlertCheck({
      ledger,
      store,
      mailer: { send: async (m) => void sent.push(m) },
      now: () => clock,
      bases: { data: "https://data.test", origin: "https://x.test" },
      mailLeaseMs: 60_000,
    });
  const alertsOf = (accountId: number) =>
    Number(
      (db.prepare("SELECT count(*) AS n FROM alerts WHERE account_id = ?").get(accountId) as { n: number }).n,
    );
  return { db, ledger, sent, track, check, alertsOf, later: (ms: number) => (clock += ms) };
};

describe("the alert-mail preference", () => {
  it("keeps the alerts of an account that turned alert mails off and mails it nothing", async () => {
    const { db, ledger, sent, track, check, alertsOf, later } = setUp();
    savePreferences(
      db,
      1,
      { marketingMail: false, alertMail: false, expiryMail: true, consoleNotices: true },
      0,
    );
    for (const id of [1, 2]) {
      track(id, "instant");
      track(id, "daily");
    }
    await ledger.recordFinishedLoad(20, 5 * DAY);
    expect(await check()).toMatchObject({ checked: 4, alerts: 4, mailsSent: 1 });
    later(DAY);
    expect(await check()).toMatchObject({ digests: 2, mailsSent: 1 });
    expect(alertsOf(1)).toBe(2);
    expect(alertsOf(2)).toBe(2);
    expect(sent.map((m) => m.to)).toEqual(["loud@x.test", "loud@x.test"]);
  });

  it("mails again once the account turns alert mails back on", async () => {
    const { db, ledger, sent, track, check } = setUp();
    savePreferences(
      db,
      1,
      { marketingMail: true, alertMail: false, expiryMail: true, consoleNotices: false },
      0,
    );
    savePreferences(
      db,
      1,
      { marketingMail: true, alertMail: true, expiryMail: true, consoleNotices: false },
      1,
    );
    track(1, "instant");
    await ledger.recordFinishedLoad(20, 5 * DAY);
    expect(await check()).toMatchObject({ alerts: 1, mailsSent: 1 });
    expect(sent.map((m) => m.to)).toEqual(["quiet@x.test"]);
  });
});
