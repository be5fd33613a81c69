import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mulberry32, weightedPicker } from "./prng.ts";

const take = (seed: number, n: number) => {
  const rng = mulberry32(seed);
  return Array.from({ length: n }, () => rng.next());
};

describe("mulberry32", () => {
  it("gives the same sequence for the same seed and another for another seed", () => {
    expect(take(42, 50)).toEqual(take(42, 50));
    expect(take(42, 50)).not.toEqual(take(43, 50));
  });

  it("stays in [0, 1), and int stays within its bounds", () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: -1000, max: 1000 }), fc.nat(1000), (seed, min, span) => {
        const rng = mulberry32(seed);
        for (let i = 0; i < 20; i += 1) {
          const x = rng.next();
          expect(x >= 0 && x < 1).toBe(true);
          const n = rng.int(min, min + span);
          expect(Number.isInteger(n) && n >= min && n <= min + span).toBe(true);
        }
      }),
    );
  });

  it("refuses to pick from an empty list", () => {
    expect(() => mulberry32(1).pick([])).toThrow();
  });
});

describe("weightedPicker", () => {
  it("never picks a zero-weight item and picks in proportion to weight", () => {
    const pick = weightedPicker(["a", "b", "c"] as const, (x) => ({ a: 1, b: 0, c: 3 })[x]);
    const rng = mulberry32(7);
    const counts = { a: 0, b: 0, c: 0 };
    for (let i = 0; i < 8000; i += 1) counts[pick(rng)] += 1;
    expect(counts.b).toBe(0);
    expect(counts.c / counts.a).toBeGreaterThan(2.6);
    expect(counts.c / counts.a).toBeLessThan(3.4);
  });
});
