import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jaro, jaroWinkler, jaroWinklerBound, osaDistance } from "./string-distance.ts";

/** The textbook table, every cell computed: what the banded, early-stopping version must equal. */
const reference = (a: string, b: string): number => {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i += 1)
    for (let j = 1; j <= b.length; j += 1) {
      const row = d[i] as number[];
      const up = d[i - 1] as number[];
      row[j] = Math.min(
        (up[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (up[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
    }
  return (d[a.length] as number[])[b.length] as number;
};

describe("osaDistance", () => {
  it.each([
    ["guangzhou", "guangzohu", 1],
    ["guangzhou", "guangzhu", 1],
    ["foods", "food", 1],
    ["harborview", "harborvieew", 1],
    ["xyz", "xya", 1],
    ["ca", "abc", 3],
    ["", "abc", 3],
    ["kitten", "sitting", 3],
  ])("%s / %s: %i", (a, b, d) => {
    expect(osaDistance(a, b)).toBe(d);
    expect(osaDistance(b, a)).toBe(d);
  });

  it("stops at max + 1", () => {
    expect(osaDistance("abcdef", "ghijkl", 2)).toBe(3);
    expect(osaDistance("a", "abcdef", 2)).toBe(3);
  });

  it("equals the full table, within and beyond any max", () => {
    const text = fc.string({ unit: fc.constantFrom("a", "b", "c"), maxLength: 12 });
    fc.assert(
      fc.property(text, text, fc.integer({ min: 0, max: 4 }), (a, b, max) => {
        expect(osaDistance(a, b, max)).toBe(Math.min(reference(a, b), max + 1));
        expect(osaDistance(a, b)).toBe(reference(a, b));
      }),
    );
  });
});

describe("jaroWinkler", () => {
  it.each([
    ["martha", "marhta", 0.961],
    ["dixon", "dicksonx", 0.813],
    ["jellyfish", "smellyfish", 0.896],
  ])("%s / %s ≈ %d", (a, b, expected) => {
    expect(jaroWinkler(a, b)).toBeCloseTo(expected, 3);
  });

  it("is 1 for equal strings, 0 with nothing in common or one empty", () => {
    expect(jaroWinkler("acme", "acme")).toBe(1);
    expect(jaro("abc", "xyz")).toBe(0);
    expect(jaro("", "abc")).toBe(0);
    expect(jaroWinklerBound("", "")).toBe(1);
    expect(jaroWinklerBound("", "a")).toBe(0);
  });

  it("is symmetric, within [0, 1], and never above its bound", () => {
    const text = fc.string({ unit: fc.constantFrom("a", "b", "c", "d", "é"), maxLength: 10 });
    fc.assert(
      fc.property(text, text, (a, b) => {
        const s = jaroWinkler(a, b);
        expect(s).toBeCloseTo(jaroWinkler(b, a), 10);
        expect(s).toBeGreaterThanOrEqual(0);
        expect(s).toBeLessThanOrEqual(1 + 1e-12);
        expect(s).toBeLessThanOrEqual(jaroWinklerBound(a, b) + 1e-12);
      }),
    );
  });
});
