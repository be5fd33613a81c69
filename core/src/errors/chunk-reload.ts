// A page chunk that fails to load reloads the page once, at most once per window (spec §4, §8, §9).

import { CHUNK_RELOAD_WINDOW_MS } from "../constants/timing.ts";

/**
 * Whether to reload now, given when the page last reloaded for a chunk failure (epoch ms, or undefined
 * if never). The caller stores `now` when it reloads. Decision: a stored time in the future (the clock
 * moved back) does not block the reload; the new stored time then guards the next period.
 */
export const shouldReloadForChunkFailure = (lastReloadAt: number | undefined, now: number): boolean =>
  lastReloadAt === undefined || lastReloadAt > now || now - lastReloadAt >= CHUNK_RELOAD_WINDOW_MS;

const CHUNK_FAILURE_PATTERNS = [
  /loading (css )?chunk [\w-]+ failed/i,
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
];

/** Whether an error message is a failed page-chunk load (as browsers and bundlers word it). */
export const isChunkLoadFailure = (message: string): boolean =>
  CHUNK_FAILURE_PATTERNS.some((p) => p.test(message));
