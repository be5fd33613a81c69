import { describe, expect, it } from "vitest";
import { type OpenStorage, T0 } from "./fixture.ts";
import { atOnce, twoProviders } from "./two-providers.ts";
import { withStorage } from "./with-storage.ts";

export const captchaConformance = (engine: string, open: OpenStorage) =>
  describe(`${engine}: captcha key and spent challenges`, () => {
    const storage = withStorage(open);

    it("keeps one random 32-byte signing key, the same on every read", async () => {
      const s = storage();
      const key = await s.captcha.signingKey();
      expect(key).toBeInstanceOf(Uint8Array);
      expect(key).toHaveLength(32);
      expect(new Set(key).size).toBeGreaterThan(1);
      expect(await s.captcha.signingKey()).toEqual(key);
    });

    it("providers asking for the key at once all end with the same one", async () => {
      // Four fresh providers, none of which has read the key yet: each may try to make it.
      const providers = [storage(), ...(await Promise.all([1, 2, 3].map(() => storage.another())))];
      const keys = await Promise.all(providers.map((p) => p.captcha.signingKey()));
      for (const key of keys)
        expect(Buffer.from(key).toString("hex")).toBe(Buffer.from(keys[0] ?? []).toString("hex"));
      const stored = await storage().sql.all("SELECT id FROM captcha_keys");
      expect(stored).toHaveLength(1);
    });

    it("spends a challenge once, and forgets spent ones after they expire", async () => {
      const s = storage();
      expect(await s.captcha.spend("old", T0 + 100, T0)).toBe(true);
      expect(await s.captcha.spend("old", T0 + 100, T0 + 50)).toBe(false);
      expect(await s.captcha.spend("new", T0 + 500, T0 + 100)).toBe(true);
      const left = await s.sql.all<{ nonce: string }>("SELECT nonce FROM captchas_spent");
      expect(left.map((r) => r.nonce)).toEqual(["new"]);
      expect(await s.captcha.spend("new", T0 + 500, T0 + 499)).toBe(false);
    });

    it("a challenge sent to both providers at once passes once", async () => {
      const on = await twoProviders(storage);
      const spent = await atOnce(10, on, (p, i) => p.captcha.spend("n1", T0 + 1_000, T0 + i));
      expect(spent.filter(Boolean)).toHaveLength(1);
    });
  });
