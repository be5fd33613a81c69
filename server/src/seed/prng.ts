// A small seeded pseudo-random generator (mulberry32) for the demo data: the same seed always gives
// the same sequence, so the same start writes the same rows. Not for secrets (deps.random is).

export interface Prng {
  /** A number in [0, 1). */
  readonly next: () => number;
  /** An integer in [min, max] (both included). */
  readonly int: (min: number, max: number) => number;
  /** One element of a non-empty list. */
  readonly pick: <T>(items: readonly T[]) => T;
  /** true with probability p. */
  readonly chance: (p: number) => boolean;
}

export const mulberry32 = (seed: number): Prng => {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error("pick from an empty list");
      return items[Math.floor(next() * items.length)] as T;
    },
    chance: (p) => next() < p,
  };
};

/** Picks from a list in proportion to each item's weight (weights > 0). */
export const weightedPicker = <T>(items: readonly T[], weight: (item: T) => number) => {
  const cumulative: number[] = [];
  let total = 0;
  for (const item of items) {
    total += weight(item);
    cumulative.push(total);
  }
  return (rng: Prng): T => {
    const target = rng.next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] as number) > target) hi = mid;
      else lo = mid + 1;
    }
    return items[lo] as T;
  };
};
