import { test } from "@fast-check/vitest";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PACKAGE_TIER_IDS } from "../constants/packages.ts";
import { packageExpiry } from "../packages/package-term.ts";
import { ACCOUNT_LEVELS } from "../permissions/account-levels.ts";
import { isTermActive, type PackageTerm } from "./entitlements.ts";
import { PACKAGE_GRANTS } from "./package-grants.ts";
import { newTerm, newTermStart } from "./term-start.ts";

const level = (id: PackageTerm["tierId"]) => ACCOUNT_LEVELS[PACKAGE_GRANTS[id].tier];
/** Whether a running term grants `tierId` or more at `at`. */
const coveredAt = (terms: readonly PackageTerm[], tierId: PackageTerm["tierId"], at: number) =>
  terms.some((t) => isTermActive(t, at) && level(t.tierId) >= level(tierId));

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 24, 9);
const running = (tierId: PackageTerm["tierId"], daysLeft: number): PackageTerm => ({
  tierId,
  startsAt: NOW - (365 - daysLeft) * DAY,
  expiresAt: NOW + daysLeft * DAY,
});

describe("newTermStart", () => {
  it("starts at once with nothing running", () => {
    expect(newTermStart([], "GLOBAL", NOW)).toBe(NOW);
  });
  it("a renewal continues where the running term of the same package ends", () => {
    expect(newTermStart([running("GLOBAL", 40)], "GLOBAL", NOW)).toBe(NOW + 40 * DAY);
    expect(newTerm([running("GLOBAL", 40)], "GLOBAL", NOW)).toEqual({
      tierId: "GLOBAL",
      startsAt: NOW + 40 * DAY,
      expiresAt: packageExpiry(NOW + 40 * DAY),
    });
  });
  it("an upgrade starts at once; a step down waits for the higher package to end", () => {
    expect(newTermStart([running("PRO", 200)], "LUXURY", NOW)).toBe(NOW);
    expect(newTermStart([running("LUXURY", 10), running("PRO", 300)], "GLOBAL", NOW)).toBe(NOW + 10 * DAY);
  });
  it("an expired term does not delay", () => {
    expect(newTermStart([running("DELUXE", 0)], "PRO", NOW)).toBe(NOW);
  });

  const terms = fc.array(
    fc
      .record({
        tierId: fc.constantFrom(...PACKAGE_TIER_IDS),
        startsAt: fc.integer({ min: NOW - 400 * DAY, max: NOW }),
        days: fc.integer({ min: 1, max: 800 }),
      })
      .map(
        (t): PackageTerm => ({
          tierId: t.tierId,
          startsAt: t.startsAt,
          expiresAt: t.startsAt + t.days * DAY,
        }),
      ),
    { maxLength: 5 },
  );
  test.prop([terms, fc.constantFrom(...PACKAGE_TIER_IDS)])(
    "never starts before the payment, and the account stays covered without a gap until the new term ends",
    (ts, tierId) => {
      const t = newTerm(ts, tierId, NOW);
      expect(t.startsAt).toBeGreaterThanOrEqual(NOW);
      const all = [...ts, t];
      for (const at of [NOW, t.startsAt - 1, t.startsAt, t.expiresAt - 1].filter((x) => x >= NOW))
        expect(coveredAt(all, tierId, at)).toBe(true);
    },
  );
});
