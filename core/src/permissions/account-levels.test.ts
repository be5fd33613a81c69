import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ACCOUNT_LEVELS, isPaidTier, membershipTierOf, strictTierOf, tierOfLevel } from "./account-levels.ts";
import { permissionsMessages, TIER_LABELS } from "./permissions-messages.ts";

describe("account levels", () => {
  it("has the levels of spec §6 with their numbers", () => {
    expect(ACCOUNT_LEVELS).toEqual({
      NORMAL: 0,
      BRONZE: 1,
      SILVER: 2,
      GOLD: 3,
      SHIPMENT_PRO: 4,
      GLOBAL: 5,
      GLOBAL_PLUS: 6,
      GLOBAL_LUXURY: 7,
      GLOBAL_DELUXE: 8,
    });
  });

  it.each([
    [0, "NORMAL", "Normal"],
    [1, "BRONZE", "Bronze"],
    [2, "SILVER", "Silver"],
    [3, "GOLD", "Gold"],
    [4, "SHIPMENT_PRO", "Pro"],
    [5, "GLOBAL", "Global"],
    [6, "GLOBAL_PLUS", "Global Plus"],
    [7, "GLOBAL_LUXURY", "Global Luxury"],
    [8, "GLOBAL_DELUXE", "Global Deluxe"],
  ] as const)("reads the low nibble %i as %s (%s)", (level, tier, label) => {
    expect(tierOfLevel(level)).toBe(tier);
    expect(strictTierOf(level)).toBe(tier);
    expect(strictTierOf(level + 64 + 512)).toBe(tier);
    expect(membershipTierOf(level + 16)).toBe(tier);
    expect(permissionsMessages[TIER_LABELS[tier]]).toBe(label);
  });

  it("reads nibbles 9 to 15 as no tier, and NORMAL when lenient", () => {
    for (const nibble of [9, 10, 11, 12, 13, 14, 15]) {
      expect(strictTierOf(nibble)).toBeUndefined();
      expect(strictTierOf(nibble + 128)).toBeUndefined();
      expect(membershipTierOf(nibble + 256)).toBe("NORMAL");
    }
  });

  it("reads negative and fractional numbers as no tier", () => {
    expect(strictTierOf(-1)).toBeUndefined();
    expect(strictTierOf(1.5)).toBeUndefined();
    expect(strictTierOf(Number.NaN)).toBeUndefined();
    expect(membershipTierOf(-3)).toBe("NORMAL");
    expect(tierOfLevel(9)).toBeUndefined();
  });

  it("calls every tier but NORMAL paid", () => {
    expect(isPaidTier("NORMAL")).toBe(false);
    expect(isPaidTier("BRONZE")).toBe(true);
    expect(isPaidTier("GLOBAL_DELUXE")).toBe(true);
  });

  it("lenient tier is the strict tier whenever there is one", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1 << 20 }), (n) => {
        const strict = strictTierOf(n);
        return strict === undefined ? membershipTierOf(n) === "NORMAL" : membershipTierOf(n) === strict;
      }),
    );
  });
});
