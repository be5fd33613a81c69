// Tracked items and the console's alerts list on every engine (issue 16): a track within the
// account's limit even when requests come at once on two providers, cadence changes, and alerts
// read per account.
import { describe, expect, it } from "vitest";
import type { NewTracking } from "../alerts/alerts-port.ts";
import { addAccount, type OpenStorage, T0 } from "./fixture.ts";
import { withStorage } from "./with-storage.ts";

const tracking = (accountId: number, ref: string, overrides: Partial<NewTracking> = {}): NewTracking => ({
  accountId,
  kind: "company",
  ref,
  name: `Firm ${ref}`,
  datasets: ["IMP_USA_BL_SEA", "EXP_IND_BE"],
  cadence: undefined,
  locale: "ru",
  since: T0,
  ...overrides,
});

export const trackingConformance = (engine: string, open: OpenStorage) =>
  describe(`${engine}: tracking and alerts list`, () => {
    const storage = withStorage(open);

    it("tracks an item once, sets a cadence given again, lists newest first per kind", async () => {
      const s = storage();
      const id = await addAccount(s);
      const first = await s.tracking.track(tracking(id, "importer:1"), 5);
      expect(first).toMatchObject({
        kind: "added",
        value: { accountId: id, ref: "importer:1", cadence: "instant", locale: "ru", watermark: -1 },
      });
      if (first.kind === "full") throw new Error("added");
      expect(first.value.datasets).toEqual(["IMP_USA_BL_SEA", "EXP_IND_BE"]);
      expect(await s.tracking.track(tracking(id, "importer:1"), 5)).toEqual({
        kind: "existing",
        value: first.value,
      });
      const daily = await s.tracking.track(tracking(id, "importer:1", { cadence: "daily" }), 5);
      expect(daily).toEqual({ kind: "existing", value: { ...first.value, cadence: "daily" } });
      await s.tracking.track(tracking(id, "exporter:2", { since: T0 + 1 }), 5);
      await s.tracking.track(tracking(id, "q=x", { kind: "search", datasets: [] }), 5);
      expect((await s.tracking.list(id, "company")).map((t) => t.ref)).toEqual(["exporter:2", "importer:1"]);
      expect((await s.tracking.list(id, "search")).map((t) => [t.ref, t.datasets])).toEqual([["q=x", []]]);
      expect(await s.tracking.setCadence(id, first.value.id, "instant")).toMatchObject({
        cadence: "instant",
      });
      const other = await addAccount(s);
      expect(await s.tracking.setCadence(other, first.value.id, "daily")).toBeUndefined();
      expect(await s.tracking.untrack(other, "company", "importer:1")).toBe(false);
      expect(await s.tracking.untrack(id, "company", "importer:1")).toBe(true);
      expect(await s.tracking.untrack(id, "company", "importer:1")).toBe(false);
    });

    it("never passes the limit of a kind when tracks come at once on two providers", async () => {
      const s = storage();
      const handles = [s, await storage.another()];
      const id = await addAccount(s);
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) => handles[i % 2]?.tracking.track(tracking(id, `importer:${i}`), 3)),
      );
      expect(results.filter((r) => r?.kind === "added")).toHaveLength(3);
      expect(results.filter((r) => r?.kind === "full")).toHaveLength(5);
      expect(await s.tracking.list(id, "company")).toHaveLength(3);
      expect((await s.tracking.track(tracking(id, "q=1", { kind: "search" }), 3)).kind).toBe("added");
    });

    it("tracks one item once when the same track comes at once on two providers", async () => {
      const s = storage();
      const handles = [s, await storage.another()];
      const id = await addAccount(s);
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) => handles[i % 2]?.tracking.track(tracking(id, "importer:7"), 10)),
      );
      expect(results.filter((r) => r?.kind === "added")).toHaveLength(1);
      expect(results.filter((r) => r?.kind === "existing")).toHaveLength(5);
    });

    it("lists an account's alerts newest first, counts and marks them read, never another's", async () => {
      const s = storage();
      const [a, b] = [await addAccount(s), await addAccount(s)];
      await s.alertLedger.recordFinishedLoad(1, T0);
      const record = async (accountId: number, ref: string) => {
        const made = await s.tracking.track(tracking(accountId, ref), 10);
        if (made.kind === "full") throw new Error("tracked");
        const item = { ...made.value, email: null };
        await s.alertLedger.record(
          [{ item, from: 1, upTo: 5, found: { shipments: 2, exact: false, query: "q" }, mail: undefined }],
          T0 + 1,
        );
      };
      for (const ref of ["importer:1", "importer:2", "importer:3"]) await record(a, ref);
      await record(b, "importer:1");
      const listed = await s.alertInbox.list(a, 10);
      expect(listed.map((x) => x.ref)).toEqual(["importer:3", "importer:2", "importer:1"]);
      expect(listed[0]).toMatchObject({
        kind: "company",
        name: "Firm importer:3",
        exact: false,
        readAt: null,
      });
      expect((await s.alertInbox.list(a, 2)).map((x) => x.ref)).toEqual(["importer:3", "importer:2"]);
      expect(await s.alertInbox.unread(a)).toBe(3);
      expect(
        await s.alertInbox.markRead(
          a,
          [listed[0]?.id ?? 0, (await s.alertInbox.list(b, 1))[0]?.id ?? 0],
          T0 + 9,
        ),
      ).toBe(1);
      expect(await s.alertInbox.markRead(a, [], T0 + 9)).toBe(0);
      expect((await s.alertInbox.list(a, 1))[0]?.readAt).toBe(T0 + 9);
      expect(await s.alertInbox.markRead(a, undefined, T0 + 10)).toBe(2);
      expect(await s.alertInbox.unread(a)).toBe(0);
      expect(await s.alertInbox.unread(b)).toBe(1);
    });
  });
