import type { FailureRun } from "@portolan/core";
import { describe, expect, it } from "vitest";
import { addAccount, type OpenStorage, T0 } from "./fixture.ts";
import { atOnce, twoProviders } from "./two-providers.ts";
import { withStorage } from "./with-storage.ts";

/** A wait rule as the services' are: free below `free` failures, then a fixed wait. */
const waitAfter = (free: number) => (run: FailureRun) => (run.count >= free ? 7 : 0);

export const rateLimitsConformance = (engine: string, open: OpenStorage) =>
  describe(`${engine}: rate limits and login attempts`, () => {
    const storage = withStorage(open);

    it("reserves under every key until one is full; a released attempt no longer counts", async () => {
      const s = storage();
      const limits = [
        { key: "ip:1", max: 3 },
        { key: "acct:1", max: 2 },
      ];
      const first = await s.attempts.reserve(limits, T0, T0 + 1);
      if (!first.ok) throw new Error("the first attempt is let in");
      expect(first.ids).toHaveLength(2);
      expect((await s.attempts.reserve(limits, T0, T0 + 2)).ok).toBe(true);
      expect(await s.attempts.reserve(limits, T0, T0 + 3)).toEqual({ ok: false });
      // Nothing was recorded for the refused call: the address has two, not three.
      expect((await s.attempts.failuresSince("ip:1", T0)).count).toBe(2);
      await s.attempts.release(first.ids);
      expect(await s.attempts.failuresSince("acct:1", T0)).toEqual({ count: 1, lastAt: T0 + 2 });
      expect((await s.attempts.reserve(limits, T0, T0 + 4)).ok).toBe(true);
      // Attempts before the window start are not counted.
      expect((await s.attempts.reserve([{ key: "acct:1", max: 2 }], T0 + 3, T0 + 5)).ok).toBe(true);
    });

    it("lets exactly `max` of many attempts made at once on two providers through", async () => {
      const on = await twoProviders(storage);
      const limits = [{ key: "search:ip", max: 4 }];
      const outcomes = await atOnce(12, on, (p, i) => p.attempts.reserve(limits, T0, T0 + i));
      expect(outcomes.filter((o) => o.ok)).toHaveLength(4);
      expect((await storage().attempts.failuresSince("search:ip", T0)).count).toBe(4);
    });

    it("counts failures since a time, with the last one's time; clear and purge forget them", async () => {
      const s = storage();
      expect(await s.attempts.failuresSince("k", T0)).toEqual({ count: 0, lastAt: 0 });
      await s.attempts.recordFailure("k", T0 + 10);
      await s.attempts.recordFailure("k", T0 + 30);
      await s.attempts.recordFailure("other", T0 + 40);
      expect(await s.attempts.failuresSince("k", T0)).toEqual({ count: 2, lastAt: T0 + 30 });
      expect(await s.attempts.failuresSince("k", T0 + 11)).toEqual({ count: 1, lastAt: T0 + 30 });
      await s.attempts.purge(T0 + 20);
      expect(await s.attempts.failuresSince("k", 0)).toEqual({ count: 1, lastAt: T0 + 30 });
      await s.attempts.clear("k");
      expect(await s.attempts.failuresSince("k", 0)).toEqual({ count: 0, lastAt: 0 });
      expect((await s.attempts.failuresSince("other", 0)).count).toBe(1);
    });

    it("admits while the rule asks no wait, counting the attempt; then answers the wait", async () => {
      const s = storage();
      const seen: FailureRun[] = [];
      const rule = (run: FailureRun) => {
        seen.push(run);
        return waitAfter(2)(run);
      };
      const a = await s.attempts.admit("ip:9", T0, T0 + 1, rule);
      expect(a).toMatchObject({ ok: true });
      expect((await s.attempts.admit("ip:9", T0, T0 + 2, rule)).ok).toBe(true);
      expect(await s.attempts.admit("ip:9", T0, T0 + 3, rule)).toEqual({ ok: false, seconds: 7 });
      expect(seen.at(-1)).toEqual({ count: 2, lastAt: T0 + 2 });
      if (a.ok) await s.attempts.release([a.id]);
      expect((await s.attempts.admit("ip:9", T0, T0 + 4, rule)).ok).toBe(true);
    });

    it("admits exactly the free attempts of many made at once on two providers; the rest wait", async () => {
      const on = await twoProviders(storage);
      const outcomes = await atOnce(10, on, (p, i) => p.attempts.admit("ip:x", T0, T0 + i, waitAfter(3)));
      expect(outcomes.filter((o) => o.ok)).toHaveLength(3);
      expect(outcomes.filter((o) => !o.ok)).toEqual(Array(7).fill({ ok: false, seconds: 7 }));
    });

    it("counts the accounts signed in from an address, by their latest sign-in, across providers", async () => {
      const s = storage();
      const other = await storage.another();
      const [a, b, c] = [await addAccount(s), await addAccount(s), await addAccount(s)];
      await s.attempts.recordSignIn("1.2.3.4", a, T0 + 100);
      await other.attempts.recordSignIn("1.2.3.4", a, T0 + 10); // an older one never moves it back
      await other.attempts.recordSignIn("1.2.3.4", b, T0 + 50);
      await s.attempts.recordSignIn("5.6.7.8", c, T0 + 100);
      expect(await other.attempts.accountsSignedInFrom("1.2.3.4", T0)).toBe(2);
      expect(await s.attempts.accountsSignedInFrom("1.2.3.4", T0 + 60)).toBe(1);
      await s.attempts.purgeSignIns(T0 + 60);
      expect(await s.attempts.accountsSignedInFrom("1.2.3.4", 0)).toBe(1);
      expect(await s.attempts.accountsSignedInFrom("5.6.7.8", 0)).toBe(1);
    });
  });
