// What both demo sources share: the scale (full for the start command, small for tests and CI),
// the seeded noise, the months, and how a pair's yearly trade spreads over its products and months.

import { addMonths } from "@portolan/core";
import type { Prng } from "../../seed/prng.ts";
import { DEMO_CHAPTERS, DEMO_FIRST_MONTH, DEMO_MONTHS, type DemoChapter, SEASON } from "./stats-demo-plan.ts";

export interface StatsDemoScale {
  readonly seed: number;
  /** How many of the plan's reporters (UN Comtrade) and partners are written. */
  readonly reporters: number;
  readonly partners: number;
  /** How many of the plan's chapters, how many products of each, and how many a pair trades. */
  readonly chapters: number;
  readonly productsPerChapter: number;
  readonly productsPerPair: number;
}

export const FULL_STATS_DEMO: StatsDemoScale = {
  seed: 16,
  reporters: 6,
  partners: 24,
  chapters: 40,
  productsPerChapter: 2,
  productsPerPair: 20,
};
export const SMALL_STATS_DEMO: StatsDemoScale = {
  seed: 16,
  reporters: 2,
  partners: 8,
  chapters: 12,
  productsPerChapter: 1,
  productsPerPair: 6,
};

/** A factor around 1 whose logarithm is normal with deviation `sigma` (Box–Muller). */
export const lognormal = (rng: Prng, sigma: number): number => {
  const u = Math.max(rng.next(), 1e-12);
  const z = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
  return Math.exp(sigma * z - (sigma * sigma) / 2);
};

export const demoMonths = (): readonly string[] =>
  Array.from({ length: DEMO_MONTHS }, (_, i) => addMonths(DEMO_FIRST_MONTH, i));

const SEASON_MEAN = SEASON.reduce((a, b) => a + b, 0) / SEASON.length;
/** A month's part of a year's trade, with the pair's growth compounding month by month. */
export const monthFactor = (ym: string, index: number, growth: number): number =>
  ((SEASON[Number(ym.slice(5)) - 1] as number) / SEASON_MEAN / 12) *
  (1 + growth) ** ((index - DEMO_MONTHS / 2) / 12);

export interface DemoProduct {
  readonly code: string;
  readonly name: string;
  readonly chapter: DemoChapter;
}

/** `count` products drawn without replacement in proportion to `weight`, their weights summing to 1. */
export const drawProducts = <T>(
  rng: Prng,
  items: readonly T[],
  weight: (item: T) => number,
  count: number,
): readonly { item: T; share: number }[] => {
  const pool = items.map((item) => ({ item, w: weight(item) * lognormal(rng, 0.5) }));
  const chosen: { item: T; w: number }[] = [];
  while (chosen.length < count && pool.length > 0) {
    const total = pool.reduce((s, p) => s + p.w, 0);
    let target = rng.next() * total;
    let at = pool.findIndex((p) => {
      target -= p.w;
      return target < 0;
    });
    if (at === -1) at = pool.length - 1;
    chosen.push(...pool.splice(at, 1));
  }
  const sum = chosen.reduce((s, c) => s + c.w, 0);
  return chosen.map((c) => ({ item: c.item, share: c.w / sum }));
};

export const chaptersOf = (scale: StatsDemoScale): readonly DemoChapter[] =>
  DEMO_CHAPTERS.slice(0, scale.chapters);

/** Picks `n` distinct codes of a list with the rng (the list's order otherwise kept). */
export const pickDistinct = <T>(rng: Prng, items: readonly T[], n: number): readonly T[] => {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < n && pool.length > 0) out.push(...pool.splice(rng.int(0, pool.length - 1), 1));
  return out;
};
