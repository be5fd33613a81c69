// The packages module's stores on every engine: the offers and their change log, and the expiry
// warnings' one claim per term (also under concurrency, on two providers).

import { describe, expect, it } from "vitest";
import { DEFAULT_PREFERENCES } from "../accounts/preferences-port.ts";
import { addAccount, type OpenStorage, T0 } from "./fixture.ts";
import { OFFERS, paidOrder } from "./orders-fixture.ts";
import { withStorage } from "./with-storage.ts";

const DAY = 86_400_000;

export const packagesConformance = (engine: string, open: OpenStorage) =>
  describe(`${engine}: packages`, () => {
    const storage = withStorage(open);

    it("seeds only the offers not there yet and lists them in core's tier order", async () => {
      const s = storage();
      await s.offers.seed([OFFERS[2], OFFERS[0]].flatMap((o) => (o === undefined ? [] : [o])));
      await s.offers.seed(OFFERS.map((o) => ({ ...o, priceCents: 1, priceVersion: 9 })));
      expect(await s.offers.all()).toEqual([
        OFFERS[0],
        { ...OFFERS[1], priceCents: 1, priceVersion: 9 },
        OFFERS[2],
      ]);
      expect(await s.offers.find("PLUS")).toEqual(OFFERS[2]);
      expect(await s.offers.find("DELUXE")).toBeUndefined();
    });

    it("applies an update and logs its change in one step; an update without a change logs nothing", async () => {
      const s = storage();
      await s.offers.seed(OFFERS);
      await s.offers.update({
        tierId: "PRO",
        onOffer: true,
        priceCents: 99_900,
        priceVersion: 2,
        change: "repriced",
        at: T0 + 20,
      });
      await s.offers.update({
        tierId: "PRO",
        onOffer: false,
        priceCents: 99_900,
        priceVersion: 2,
        change: "offline",
        at: T0 + 10,
      });
      await s.offers.update({
        tierId: "PRO",
        onOffer: true,
        priceCents: 99_900,
        priceVersion: 2,
        at: T0 + 30,
      });
      expect(await s.offers.find("PRO")).toEqual({
        tierId: "PRO",
        onOffer: true,
        priceCents: 99_900,
        priceVersion: 2,
        updatedAt: T0 + 30,
      });
      expect(await s.offers.changes("PRO")).toEqual([
        { serviceId: "PRO", kind: "offline", at: T0 + 10 },
        { serviceId: "PRO", kind: "repriced", at: T0 + 20 },
      ]);
      expect(await s.offers.changes("PLUS")).toEqual([]);
    });

    it("finds the accounts whose term ends in the window, leaving out those that turned the mail off", async () => {
      const s = storage();
      await s.offers.seed(OFFERS);
      const [a, b, c] = [await addAccount(s), await addAccount(s), await addAccount(s)];
      const end = (await paidOrder(s, a, "PRO", T0)).paidAt ?? 0;
      await paidOrder(s, b, "PRO", T0);
      await paidOrder(s, c, "PRO", T0 + 40 * DAY);
      await s.preferences.save(b, { ...DEFAULT_PREFERENCES, expiryMail: false }, T0);
      const [term] = await s.services.ofAccount(a);
      expect(term?.startsAt).toBe(end);
      const expiry = term?.expiresAt ?? 0;
      expect(await s.expiryWarnings.accountsEndingBetween(expiry - DAY, expiry)).toEqual([a]);
      expect(await s.expiryWarnings.accountsEndingBetween(expiry, expiry + DAY)).toEqual([]);
      expect(await s.expiryWarnings.accountsEndingBetween(expiry - DAY, expiry + 60 * DAY)).toEqual([a, c]);
    });

    it("claims a term's warning once; a released claim may be made again", async () => {
      const s = storage();
      const a = await addAccount(s);
      expect(await s.expiryWarnings.claim("100000000001", a, T0)).toBe(true);
      expect(await s.expiryWarnings.claim("100000000001", a, T0 + 1)).toBe(false);
      expect(await s.expiryWarnings.claim("100000000002", a, T0)).toBe(true);
      await s.expiryWarnings.release("100000000001");
      expect(await s.expiryWarnings.claim("100000000001", a, T0 + 2)).toBe(true);
    });

    it("of many claims of one term at once, on two providers, exactly one wins", async () => {
      const s = storage();
      const other = await storage.another();
      const a = await addAccount(s);
      const won = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          (i % 2 === 0 ? s : other).expiryWarnings.claim("100000000009", a, T0 + i),
        ),
      );
      expect(won.filter(Boolean)).toHaveLength(1);
    });
  });
