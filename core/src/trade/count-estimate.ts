// The total a search shows when more shipments match than are counted exactly: an estimate scaled
// from a sample, rounded to two significant figures (more would pretend a precision it does not
// have), and never at or below the exact-count limit that the store already saw passed.

import { EXACT_COUNT_LIMIT } from "../constants/paging.ts";

/** Two significant figures: 123_456 → 120_000. */
export const twoFigures = (n: number): number => {
  if (n < 100) return Math.round(n);
  const scale = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / scale) * scale;
};

/**
 * The estimated total from `hits` matches among `sampled` ids of an id space of `space` ids. The
 * caller knows more than EXACT_COUNT_LIMIT match, so the answer is always above it.
 */
export const estimatedTotal = (hits: number, sampled: number, space: number): number => {
  const scaled = sampled <= 0 ? 0 : (hits * space) / sampled;
  return Math.max(EXACT_COUNT_LIMIT + 1, twoFigures(scaled));
};
