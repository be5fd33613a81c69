import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EXACT_COUNT_LIMIT } from "../constants/paging.ts";
import { estimatedTotal, twoFigures } from "./count-estimate.ts";

describe("twoFigures", () => {
  it("keeps two significant figures", () => {
    expect(twoFigures(123_456)).toBe(120_000);
    expect(twoFigures(1_250_000)).toBe(1_300_000);
    expect(twoFigures(99)).toBe(99);
    expect(twoFigures(0)).toBe(0);
  });
  it("is idempotent, monotone and within 5% of the figure", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 1e12 }), (a, b) => {
        expect(twoFigures(twoFigures(a))).toBe(twoFigures(a));
        if (a <= b) expect(twoFigures(a)).toBeLessThanOrEqual(twoFigures(b));
        expect(Math.abs(twoFigures(a) - a)).toBeLessThanOrEqual(a * 0.05 + 0.5);
      }),
    );
  });
});

describe("estimatedTotal", () => {
  it("scales the sample to the id space", () => {
    expect(estimatedTotal(4_000, 8_000, 3_000_000)).toBe(1_500_000);
  });
  it("is always above the exact-count limit, even for an empty sample", () => {
    expect(estimatedTotal(0, 0, 3_000_000)).toBe(EXACT_COUNT_LIMIT + 1);
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(10_000), fc.nat(1e9), (hits, sampled, space) => {
        expect(estimatedTotal(hits, sampled, space)).toBeGreaterThan(EXACT_COUNT_LIMIT);
      }),
    );
  });
  it("grows with the hits", () => {
    fc.assert(
      fc.property(fc.nat(8_000), fc.nat(8_000), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(estimatedTotal(lo, 8_000, 3e6)).toBeLessThanOrEqual(estimatedTotal(hi, 8_000, 3e6));
      }),
    );
  });
});
