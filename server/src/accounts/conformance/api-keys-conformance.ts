import { describe, expect, it } from "vitest";
import { addAccount, type OpenStorage, T0 } from "./fixture.ts";
import { atOnce, twoProviders } from "./two-providers.ts";
import { withStorage } from "./with-storage.ts";

const key = (accountId: number, name: string, at = T0) => ({
  accountId,
  name,
  hint: `…${name}`,
  hash: `h-${name}`,
  at,
});

export const apiKeysConformance = (engine: string, open: OpenStorage) =>
  describe(`${engine}: API keys`, () => {
    const storage = withStorage(open);

    it("keeps a key by its hash, lists the account's newest first, finds it until revoked", async () => {
      const s = storage();
      const [a, b] = [await addAccount(s), await addAccount(s)];
      const first = await s.apiKeys.create(key(a, "one"));
      expect(first).toEqual({
        id: first.id,
        accountId: a,
        name: "one",
        hint: "…one",
        createdAt: T0,
        lastUsedAt: null,
        revokedAt: null,
      });
      const second = await s.apiKeys.create(key(a, "two", T0 + 1));
      await s.apiKeys.create(key(b, "theirs"));
      expect((await s.apiKeys.ofAccount(a)).map((k) => k.name)).toEqual(["two", "one"]);
      expect(await s.apiKeys.findActive("h-one")).toEqual(first);
      await s.apiKeys.touch(first.id, T0 + 5);
      expect((await s.apiKeys.findActive("h-one"))?.lastUsedAt).toBe(T0 + 5);
      expect(await s.apiKeys.revoke(b, first.id, T0 + 6)).toBe(false);
      expect(await s.apiKeys.revoke(a, first.id, T0 + 7)).toBe(true);
      expect(await s.apiKeys.revoke(a, first.id, T0 + 8)).toBe(false);
      expect(await s.apiKeys.findActive("h-one")).toBeUndefined();
      expect((await s.apiKeys.ofAccount(a)).map((k) => [k.id, k.revokedAt])).toEqual([
        [second.id, null],
        [first.id, T0 + 7],
      ]);
    });

    it("counts calls and refusals per key and UTC day, the account's only, newest day first", async () => {
      const s = storage();
      const [a, b] = [await addAccount(s), await addAccount(s)];
      const [k1, k2] = [await s.apiKeys.create(key(a, "k1")), await s.apiKeys.create(key(a, "k2"))];
      const theirs = await s.apiKeys.create(key(b, "theirs"));
      await s.apiKeys.countCall(k1.id, "2026-01-01", false);
      await s.apiKeys.countCall(k1.id, "2026-01-02", false);
      await s.apiKeys.countCall(k1.id, "2026-01-02", true);
      await s.apiKeys.countCall(k2.id, "2026-01-02", false);
      await s.apiKeys.countCall(theirs.id, "2026-01-02", false);
      expect(await s.apiKeys.usage(a, "2026-01-01")).toEqual([
        { keyId: k2.id, day: "2026-01-02", requests: 1, refusals: 0 },
        { keyId: k1.id, day: "2026-01-02", requests: 2, refusals: 1 },
        { keyId: k1.id, day: "2026-01-01", requests: 1, refusals: 0 },
      ]);
      expect((await s.apiKeys.usage(a, "2026-01-02")).map((u) => u.day)).toEqual([
        "2026-01-02",
        "2026-01-02",
      ]);
    });

    it("loses no call counted at once on two providers", async () => {
      const s = storage();
      const k = await s.apiKeys.create(key(await addAccount(s), "busy"));
      const on = await twoProviders(storage);
      await atOnce(24, on, (p, i) => p.apiKeys.countCall(k.id, "2026-01-01", i % 4 === 0));
      expect(await s.apiKeys.usage(k.accountId, "2026-01-01")).toEqual([
        { keyId: k.id, day: "2026-01-01", requests: 24, refusals: 6 },
      ]);
    });
  });
