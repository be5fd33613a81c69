import type { AccountPreferences } from "@portolan/contracts";
import { describe, expect, it } from "vitest";
import { DEFAULT_PREFERENCES } from "../accounts/preferences-port.ts";
import { addAccount, type OpenStorage, T0 } from "./fixture.ts";
import { atOnce, twoProviders } from "./two-providers.ts";
import { withStorage } from "./with-storage.ts";

const every: AccountPreferences[] = Array.from({ length: 16 }, (_, i) => ({
  marketingMail: (i & 1) === 1,
  alertMail: (i & 2) === 2,
  expiryMail: (i & 4) === 4,
  consoleNotices: (i & 8) === 8,
}));

export const preferencesConformance = (engine: string, open: OpenStorage) =>
  describe(`${engine}: preferences`, () => {
    const storage = withStorage(open);

    it("answers the defaults for an account that saved none: marketing off, the rest on", async () => {
      const s = storage();
      const id = await addAccount(s);
      expect(await s.preferences.of(id)).toEqual({
        marketingMail: false,
        alertMail: true,
        expiryMail: true,
        consoleNotices: true,
      });
      expect(DEFAULT_PREFERENCES.marketingMail).toBe(false);
    });

    it("reads back every combination as saved, per account, the last save replacing the one before", async () => {
      const s = storage();
      const a = await addAccount(s);
      const b = await addAccount(s);
      for (const [i, p] of every.entries()) {
        await s.preferences.save(a, p, T0 + i);
        expect(await s.preferences.of(a)).toEqual(p);
      }
      expect(await s.preferences.of(b)).toEqual(DEFAULT_PREFERENCES);
    });

    it("keeps one whole save of several made at once on two providers, never a mix, read alike by both", async () => {
      const s = storage();
      const on = await twoProviders(storage);
      const id = await addAccount(s);
      await atOnce(every.length, on, (h, i) =>
        h.preferences.save(id, every[i] as AccountPreferences, T0 + i),
      );
      const kept = await s.preferences.of(id);
      expect(every).toContainEqual(kept);
      expect(await on(1).preferences.of(id)).toEqual(kept);
    });
  });
