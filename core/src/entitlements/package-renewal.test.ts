import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PACKAGE_EXPIRY_WARNING_DAYS } from "../constants/packages.ts";
import { DAY_MS } from "../constants/periods.ts";
import { packageExpiry } from "../packages/package-term.ts";
import type { PackageTerm } from "./entitlements.ts";
import { coverEnd, expiryWarningOf, purchaseOf, termsAround } from "./package-renewal.ts";

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const pro2026: PackageTerm = { tierId: "PRO", startsAt: day("2026-01-01"), expiresAt: day("2027-01-01") };
const pro2027: PackageTerm = { tierId: "PRO", startsAt: day("2027-01-01"), expiresAt: day("2028-01-01") };
const deluxe: PackageTerm = { tierId: "DELUXE", startsAt: day("2026-06-01"), expiresAt: day("2027-06-01") };

describe("buying a package again", () => {
  it.each([
    [[pro2026], "PRO", "renewal", day("2027-01-01")],
    [[pro2026], "DELUXE", "upgrade", day("2026-12-01")],
    [[deluxe], "PRO", "waits", day("2027-06-01")],
    [[], "PRO", "first", day("2026-12-01")],
    [[{ ...pro2026, expiresAt: day("2026-11-30") }], "PRO", "first", day("2026-12-01")],
  ] as const)("with %j, %s is a %s starting %d", (terms, tier, kind, startsAt) => {
    const bought = purchaseOf(terms, tier, day("2026-12-01"));
    expect(bought.kind).toBe(kind);
    expect(bought.term.startsAt).toBe(startsAt);
  });

  it("shows the term running now and the next one, not only the future one", () => {
    expect(termsAround([pro2027, pro2026], day("2026-12-01"))).toEqual({ current: pro2026, next: pro2027 });
    expect(termsAround([pro2027, pro2026], day("2027-03-01"))).toEqual({ current: pro2027, next: undefined });
    expect(termsAround([pro2026, deluxe], day("2026-07-01")).current).toEqual(deluxe);
    expect(termsAround([], day("2026-07-01"))).toEqual({ current: undefined, next: undefined });
  });
});

describe("the warning before a package ends", () => {
  it.each([
    ["2026-12-20", undefined],
    ["2026-12-22", 10],
    ["2026-12-25", 7],
    ["2026-12-31T23:00:00", 1],
    ["2027-01-01", undefined],
  ])("on %s: %s days left", (when, daysLeft) => {
    const now = Date.parse(when.includes("T") ? `${when}Z` : `${when}T00:00:00Z`);
    expect(expiryWarningOf([pro2026], now)?.daysLeft).toBe(daysLeft);
  });

  it("follows the cover through overlapping terms to the one ending last", () => {
    const deluxeLate: PackageTerm = {
      tierId: "DELUXE",
      startsAt: day("2026-12-30"),
      expiresAt: day("2027-12-30"),
    };
    expect(coverEnd([deluxeLate, pro2026, pro2027], day("2026-12-25"))).toEqual(pro2027);
  });

  it("is not due without a running term", () => {
    expect(coverEnd([], day("2026-12-25"))).toBeUndefined();
    expect(expiryWarningOf([pro2027], day("2026-12-25"))).toBeUndefined();
  });

  it("is not due when a renewal follows, but is for the renewal's own end", () => {
    expect(expiryWarningOf([pro2026, pro2027], day("2026-12-25"))).toBeUndefined();
    expect(coverEnd([pro2026, pro2027], day("2026-12-25"))).toEqual(pro2027);
    expect(expiryWarningOf([pro2026, pro2027], day("2027-12-25"))?.term).toEqual(pro2027);
  });

  it("is due exactly in the last days of a chain of terms, for its last term", () => {
    const chain = fc
      .tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: day("2020-01-01"), max: day("2030-01-01") }))
      .map(([n, start]) => {
        const terms: PackageTerm[] = [];
        let at = start;
        for (let i = 0; i < n; i += 1) {
          const expiresAt = packageExpiry(at);
          terms.push({ tierId: "PRO", startsAt: at, expiresAt });
          at = expiresAt;
        }
        return terms;
      });
    fc.assert(
      fc.property(chain, fc.double({ min: 0, max: 1, noNaN: true }), (terms, f) => {
        const first = terms[0] as PackageTerm;
        const last = terms.at(-1) as PackageTerm;
        const now = Math.floor(first.startsAt + f * (last.expiresAt + DAY_MS - first.startsAt));
        const warning = expiryWarningOf(terms, now);
        const left = last.expiresAt - now;
        const due = left > 0 && left <= PACKAGE_EXPIRY_WARNING_DAYS * DAY_MS;
        expect(warning !== undefined).toBe(due);
        if (warning !== undefined) {
          expect(warning.term).toBe(last);
          expect(warning.daysLeft).toBeGreaterThanOrEqual(1);
          expect(warning.daysLeft).toBeLessThanOrEqual(PACKAGE_EXPIRY_WARNING_DAYS);
        }
        // A renewal bought now takes the warning away.
        const renewal = purchaseOf(terms, "PRO", now);
        if (left > 0) {
          expect(renewal.kind).toBe("renewal");
          expect(expiryWarningOf([...terms, renewal.term], now)).toBeUndefined();
        }
      }),
    );
  });
});
