// The alert ledger's guarded writes on every engine (issue 16, D230/D235): a watermark moved only
// from the value the check read, so two providers checking one item at once alert once; a digest
// that takes only alerts no mail carries yet; mails claimed by one sender at a time under a lease;
// the baseline written once.
import { describe, expect, it } from "vitest";
import type { CheckEntry, ItemToCheck, StoredTracking } from "../alerts/alerts-port.ts";
import type { OpenedAccountStorage } from "../open-account-storage.ts";
import { addAccount, type OpenStorage, T0 } from "./fixture.ts";
import { type StorageUnderTest, withStorage } from "./with-storage.ts";

const EMAIL = "alerts@x.test";

const itemAt = async (
  s: OpenedAccountStorage,
  accountId: number,
  ref: string,
  cadence: "instant" | "daily" = "instant",
): Promise<ItemToCheck> => {
  const made = await s.tracking.track(
    {
      accountId,
      kind: "search",
      ref,
      name: ref,
      datasets: ["IMP_USA_BL_SEA"],
      cadence,
      locale: "en",
      since: T0,
    },
    100,
  );
  if (made.kind === "full") throw new Error("tracking refused");
  return { ...made.value, email: EMAIL };
};

const entry = (item: StoredTracking & { email: string | null }, upTo: number, shipments = 3): CheckEntry => ({
  item: { ...item, email: item.email },
  from: item.watermark,
  upTo,
  found: { shipments, exact: true, query: item.ref },
  mail: item.cadence === "instant" ? { to: EMAIL, subject: `new for ${item.ref}`, text: "t" } : undefined,
});

/** Two handles on one database (two providers), and a pick of one by turn. */
const providers = async (storage: StorageUnderTest) => {
  const handles = [storage(), await storage.another()];
  return (i: number) => handles[i % 2] ?? storage();
};

/** Every mail not sent yet, claimed far in the future (so every lease has lapsed). */
const pendingMails = async (s: OpenedAccountStorage) => s.alertLedger.claimMails(T0 * 2, 1, 1000);

export const alertLedgerConformance = (engine: string, open: OpenStorage) =>
  describe(`${engine}: alert ledger`, () => {
    const storage = withStorage(open);

    it("starts a new item at the last finished import, and an item's first check only sets where it starts", async () => {
      const s = storage();
      const id = await addAccount(s, { email: EMAIL });
      const before = await itemAt(s, id, "q=before");
      expect(before.watermark).toBe(-1);
      await s.alertLedger.recordFinishedLoad(50, T0);
      const after = await itemAt(s, id, "q=after");
      expect(after.watermark).toBe(50);
      const behind = await s.alertLedger.itemsBehind(50, 0, 10);
      expect(behind.map((i) => [i.id, i.email])).toEqual([[before.id, EMAIL]]);
      expect(await s.alertLedger.record([entry(before, 50)], T0)).toEqual([true]);
      expect(await s.alertInbox.list(id, 10)).toEqual([]);
      expect(await s.alertLedger.itemsBehind(50, 0, 10)).toEqual([]);
      expect((await s.alertLedger.itemsBehind(60, before.id, 10)).map((i) => i.id)).toEqual([after.id]);
    });

    it("records an alert and its mail once when checks of one item run at once on two providers", async () => {
      const s = storage();
      const pick = await providers(storage);
      const id = await addAccount(s, { email: EMAIL });
      await s.alertLedger.recordFinishedLoad(10, T0);
      const item = await itemAt(s, id, "q=race");
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) => pick(i).alertLedger.record([entry(item, 20)], T0 + i)),
      );
      expect(results.filter(([moved]) => moved === true)).toHaveLength(1);
      const alerts = await s.alertInbox.list(id, 10);
      expect(alerts).toHaveLength(1);
      expect(alerts[0]).toMatchObject({
        itemId: item.id,
        afterBill: 10,
        upToBill: 20,
        shipments: 3,
        exact: true,
      });
      expect(await pendingMails(s)).toHaveLength(1);
      expect(await s.alertLedger.record([entry(item, 30)], T0)).toEqual([false]);
    });

    it("records a group in one go and says which entries moved; a gone item writes nothing", async () => {
      const s = storage();
      const id = await addAccount(s, { email: EMAIL });
      await s.alertLedger.recordFinishedLoad(5, T0);
      const kept = await itemAt(s, id, "q=kept");
      const gone = await itemAt(s, id, "q=gone");
      expect(await s.alertLedger.unsubscribe(gone.id)).toMatchObject({ id: gone.id, ref: "q=gone" });
      expect(await s.alertLedger.unsubscribe(gone.id)).toBeUndefined();
      expect(await s.alertLedger.trackedItem(gone.id)).toBeUndefined();
      expect(await s.alertLedger.record([entry(kept, 9, 0), entry(gone, 9)], T0)).toEqual([true, false]);
      expect(await s.alertInbox.list(id, 10)).toEqual([]);
      expect((await s.alertLedger.trackedItem(kept.id))?.watermark).toBe(9);
    });

    it("puts a day's daily alerts in one digest, once, even when providers send it at once", async () => {
      const s = storage();
      const pick = await providers(storage);
      const id = await addAccount(s, { email: EMAIL });
      await s.alertLedger.recordFinishedLoad(1, T0);
      const a = await itemAt(s, id, "q=a", "daily");
      const b = await itemAt(s, id, "q=b", "daily");
      await s.alertLedger.record([entry(a, 9), entry(b, 9, 4)], T0 + 1000);
      expect(await pendingMails(s)).toEqual([]);
      expect(await s.alertLedger.dueDigests(T0 + 1000)).toEqual([]);
      const [due, ...more] = await s.alertLedger.dueDigests(T0 + 2000);
      expect(more).toEqual([]);
      expect(due).toMatchObject({ accountId: id, email: EMAIL });
      expect(due?.alerts.map((x) => [x.shipments, x.locale])).toEqual([
        [3, "en"],
        [4, "en"],
      ]);
      const ids = due?.alerts.map((x) => x.id) ?? [];
      const mail = { to: EMAIL, subject: "digest", text: "t" };
      const sent = await Promise.all(
        Array.from({ length: 6 }, (_, i) => pick(i).alertLedger.recordDigest(id, ids, mail, T0 + 2000 + i)),
      );
      expect(sent.filter(Boolean)).toHaveLength(1);
      expect((await pendingMails(s)).map((m) => m.subject)).toEqual(["digest"]);
      expect(await s.alertLedger.dueDigests(T0 + 3000)).toEqual([]);
      expect(await s.alertLedger.recordDigest(id, [], mail, T0)).toBe(false);
    });

    it("never hands one mail to two senders claiming at once on two providers", async () => {
      const s = storage();
      const pick = await providers(storage);
      const id = await addAccount(s, { email: EMAIL });
      await s.alertLedger.recordFinishedLoad(1, T0);
      for (let i = 0; i < 7; i += 1)
        await s.alertLedger.record([entry(await itemAt(s, id, `q=${i}`), 9)], T0);
      const claims = await Promise.all(
        Array.from({ length: 6 }, (_, i) => pick(i).alertLedger.claimMails(T0 + 100, 60_000, 2)),
      );
      // A claimer that skipped rows another held may leave some for the next run: none twice, none lost.
      const rest = await s.alertLedger.claimMails(T0 + 101, 60_000, 10);
      const ids = [...claims.flat(), ...rest].map((m) => m.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toHaveLength(7);
      for (const batch of claims)
        expect(batch.map((m) => m.id)).toEqual([...batch.map((m) => m.id)].sort((x, y) => x - y));
    });

    it("hands a mail out again when its lease lapses or it is released, never once it is sent", async () => {
      const s = storage();
      const other = await storage.another();
      const id = await addAccount(s, { email: EMAIL });
      await s.alertLedger.recordFinishedLoad(1, T0);
      await s.alertLedger.record([entry(await itemAt(s, id, "q=one"), 9)], T0);
      await s.alertLedger.record([entry(await itemAt(s, id, "q=two"), 9)], T0);
      const [first, second] = await s.alertLedger.claimMails(T0 + 100, 50, 10);
      expect([first?.subject, first?.to, first?.createdAt]).toEqual(["new for q=one", EMAIL, T0]);
      expect(await other.alertLedger.claimMails(T0 + 120, 50, 10)).toEqual([]);
      await s.alertLedger.release(second?.id ?? 0);
      expect((await other.alertLedger.claimMails(T0 + 121, 50, 10)).map((m) => m.id)).toEqual([second?.id]);
      expect((await other.alertLedger.claimMails(T0 + 150, 50, 10)).map((m) => m.id)).toEqual([first?.id]);
      await other.alertLedger.markSent(first?.id ?? 0, T0 + 160);
      await s.alertLedger.release(first?.id ?? 0);
      expect((await pendingMails(s)).map((m) => m.id)).toEqual([second?.id]);
    });

    it("writes the baseline only when no import was recorded, once when providers start at once", async () => {
      const s = storage();
      const pick = await providers(storage);
      expect(await s.alertLedger.lastFinishedLoad()).toBeUndefined();
      await Promise.all(Array.from({ length: 4 }, (_, i) => pick(i).alertLedger.baseline(40 + i, T0)));
      const first = await s.alertLedger.lastFinishedLoad();
      expect([40, 41, 42, 43]).toContain(first);
      await s.alertLedger.baseline(70, T0 + 2);
      expect(await s.alertLedger.lastFinishedLoad()).toBe(first);
      await s.alertLedger.recordFinishedLoad(90, T0 + 3);
      expect(await s.alertLedger.lastFinishedLoad()).toBe(90);
    });

    it("keeps one signing key for every provider", async () => {
      const s = storage();
      const other = await storage.another();
      const [a, b] = await Promise.all([s.alertLedger.signingKey(), other.alertLedger.signingKey()]);
      expect(a.length).toBe(32);
      expect(b).toEqual(a);
      expect(await s.alertLedger.signingKey()).toEqual(a);
    });
  });
