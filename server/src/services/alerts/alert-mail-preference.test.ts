// An account that turned alert mails off in its advertising settings (issue 29 item 16, D292) gets
// its alerts in the console and no mail, instant or daily; one that never saved its preferences,
// or turned them back on, is mailed.
import { describe, expect, it } from "vitest";
import { newAccount } from "../../accounts/conformance/fixture.ts";
import { openSqliteAccountStorage } from "../../accounts/open-account-storage.ts";
import type { MailMessage } from "../../ports/mailer.ts";
import type { TradeStore } from "../../trade/trade-store-port.ts";
import { runAlertCheck } from "./alert-check.ts";

const DAY = 86_400_000;

const setUp = async () => {
  const storage = openSqliteAccountStorage(":memory:");
  for (const name of ["quiet", "loud"]) {
    const made = await storage.accounts.create(
      newAccount({ account: name, email: `${name}@x.test`, createdAt: 0 }),
    );
    if (!made.ok) throw new Error("account");
  }
  const track = async (accountId: number, cadence: "instant" | "daily") => {
    const made = await storage.tracking.track(
      {
        accountId,
        kind: "search",
        ref: `datasets=IMP_USA_BL_SEA&keyword=chairs&c=${cadence}`,
        name: "chairs",
        datasets: ["IMP_USA_BL_SEA"],
        cadence,
        locale: "en",
        since: 0,
      },
      100,
    );
    if (made.kind === "full") throw new Error("tracking");
  };
  // Tracked after an import up to bill 10: the check below sees bills 11–20 as new.
  await storage.alertLedger.recordFinishedLoad(10, 0);
  const sent: MailMessage[] = [];
  const ledger = storage.alertLedger;
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
  const alertsOf = async (accountId: number) => (await storage.alertInbox.list(accountId, 100)).length;
  const preferences = storage.preferences;
  return { preferences, ledger, sent, track, check, alertsOf, later: (ms: number) => (clock += ms) };
};

describe("the alert-mail preference", () => {
  it("keeps the alerts of an account that turned alert mails off and mails it nothing", async () => {
    const { preferences, ledger, sent, track, check, alertsOf, later } = await setUp();
    await preferences.save(
      1,
      { marketingMail: false, alertMail: false, expiryMail: true, consoleNotices: true },
      0,
    );
    for (const id of [1, 2]) {
      await track(id, "instant");
      await track(id, "daily");
    }
    await ledger.recordFinishedLoad(20, 5 * DAY);
    expect(await check()).toMatchObject({ checked: 4, alerts: 4, mailsSent: 1 });
    later(DAY);
    expect(await check()).toMatchObject({ digests: 2, mailsSent: 1 });
    expect(await alertsOf(1)).toBe(2);
    expect(await alertsOf(2)).toBe(2);
    expect(sent.map((m) => m.to)).toEqual(["loud@x.test", "loud@x.test"]);
  });

  it("mails again once the account turns alert mails back on", async () => {
    const { preferences, ledger, sent, track, check } = await setUp();
    await preferences.save(
      1,
      { marketingMail: true, alertMail: false, expiryMail: true, consoleNotices: false },
      0,
    );
    await preferences.save(
      1,
      { marketingMail: true, alertMail: true, expiryMail: true, consoleNotices: false },
      1,
    );
    await track(1, "instant");
    await ledger.recordFinishedLoad(20, 5 * DAY);
    expect(await check()).toMatchObject({ alerts: 1, mailsSent: 1 });
    expect(sent.map((m) => m.to)).toEqual(["quiet@x.test"]);
  });
});
