// The alert ledger's guarded writes (issue 16, D230/D235): a watermark moved only from the value
// the check read (a second process checking the same item writes nothing), a first check that only
// sets where the item starts, a digest that takes only alerts no mail carries yet, mails claimed by
// one sender at a time, and the baseline written once.
import { describe, expect, it } from "vitest";
import type { CheckEntry, ItemToCheck } from "../../ports/alerts.ts";
import { sqliteAlertLedger } from "./alert-ledger.ts";
import { openDatabase } from "./database.ts";

const setUp = () => {
  const db = openDatabase(":memory:");
  db.prepare(
    `INSERT INTO accounts (id, account, account_key, email, email_key, nickname, customs_data_source, password_hash, created_at)
     VALUES (1, 'a', 'a', 'a@x.test', 'a@x.test', 'a', '', 'x', 0)`,
  ).run();
  const ledger = sqliteAlertLedger(db);
  const item = (watermark: number, cadence: "instant" | "daily" = "instant"): ItemToCheck => {
    const row = db
      .prepare(
        `INSERT INTO tracked_items (account_id, kind, ref, name, datasets, cadence, locale, since, watermark)
         VALUES (1, 'search', ?, 'q', '', ?, 'en', 0, ?) RETURNING id`,
      )
      .get(`datasets=IMP_USA_BL_SEA&hs=${watermark}${cadence}`, cadence, watermark) as { id: number };
    return {
      id: row.id,
      accountId: 1,
      kind: "search",
      ref: "datasets=IMP_USA_BL_SEA",
      name: "q",
      datasets: [],
      cadence,
      locale: "en",
      since: 0,
      watermark,
      email: "a@x.test",
    };
  };
  const entry = (i: ItemToCheck, upTo: number, shipments = 3): CheckEntry => ({
    item: i,
    from: i.watermark,
    upTo,
    found: { shipments, exact: true, query: "datasets=IMP_USA_BL_SEA" },
    mail: i.cadence === "instant" ? { to: "a@x.test", subject: "s", text: "t" } : undefined,
  });
  const count = (sql: string) => Number((db.prepare(sql).get() as { n: number }).n);
  return { db, ledger, item, entry, count };
};

describe("the alert ledger", () => {
  it("records an alert once: a second check of the same item from the same watermark writes nothing", async () => {
    const { ledger, item, entry, count } = setUp();
    const a = item(10);
    expect(await ledger.record([entry(a, 20)], 1)).toEqual([true]);
    expect(await ledger.record([entry(a, 20)], 2)).toEqual([false]);
    expect(count("SELECT count(*) AS n FROM alerts")).toBe(1);
    expect(count("SELECT count(*) AS n FROM alert_mails")).toBe(1);
    expect(count("SELECT watermark AS n FROM tracked_items")).toBe(20);
    expect(await ledger.itemsBehind(20, 0, 10)).toEqual([]);
  });

  it("starts an item at its first check without an alert", async () => {
    const { ledger, item, entry, count } = setUp();
    const fresh = item(-1);
    expect((await ledger.itemsBehind(5, 0, 10)).map((i) => i.id)).toEqual([fresh.id]);
    expect(await ledger.record([entry(fresh, 5)], 1)).toEqual([true]);
    expect(count("SELECT count(*) AS n FROM alerts")).toBe(0);
    expect(count("SELECT watermark AS n FROM tracked_items")).toBe(5);
  });

  it("puts a day's daily alerts in one digest, once", async () => {
    const { ledger, item, entry, count } = setUp();
    await ledger.record([entry(item(1, "daily"), 9), entry(item(2, "daily"), 9, 4)], 1_000);
    expect(await ledger.dueDigests(1_000)).toEqual([]);
    const [due] = await ledger.dueDigests(2_000);
    expect(due?.alerts.map((a) => a.shipments)).toEqual([3, 4]);
    const ids = due?.alerts.map((a) => a.id) ?? [];
    const mail = { to: "a@x.test", subject: "digest", text: "t" };
    expect(await ledger.recordDigest(1, ids, mail, 2_000)).toBe(true);
    expect(await ledger.recordDigest(1, ids, mail, 2_001)).toBe(false);
    expect(count("SELECT count(*) AS n FROM alert_mails")).toBe(1);
    expect(await ledger.dueDigests(3_000)).toEqual([]);
  });

  it("hands a mail to one sender until its claim lapses, and not after it is sent", async () => {
    const { ledger, item, entry } = setUp();
    await ledger.record([entry(item(1), 9)], 1);
    const [mail] = await ledger.claimMails(100, 50, 10);
    expect(mail?.subject).toBe("s");
    expect(await ledger.claimMails(120, 50, 10)).toEqual([]);
    expect((await ledger.claimMails(150, 50, 10)).map((m) => m.id)).toEqual([mail?.id]);
    await ledger.markSent(mail?.id ?? 0, 160);
    expect(await ledger.claimMails(1_000, 50, 10)).toEqual([]);
  });

  it("writes the baseline only when no import was recorded", async () => {
    const { ledger } = setUp();
    expect(await ledger.lastFinishedLoad()).toBeUndefined();
    await ledger.baseline(40, 1);
    await ledger.baseline(70, 2);
    expect(await ledger.lastFinishedLoad()).toBe(40);
    await ledger.recordFinishedLoad(90, 3);
    expect(await ledger.lastFinishedLoad()).toBe(90);
  });
});
