import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CHUNK_RELOAD_WINDOW_MS } from "../constants/timing.ts";
import { isChunkLoadFailure, shouldReloadForChunkFailure } from "./chunk-reload.ts";

describe("reloading after a chunk failure", () => {
  it("uses a 60-second window", () => expect(CHUNK_RELOAD_WINDOW_MS).toBe(60_000));

  it.each([
    [undefined, 1_000_000, true],
    [1_000_000, 1_000_000, false],
    [1_000_000, 1_059_999, false],
    [1_000_000, 1_060_000, true],
    [1_000_000, 2_000_000, true],
    [1_000_000, 999_999, true],
  ])("after a reload at %j, at %i: %s", (last, now, reload) => {
    expect(shouldReloadForChunkFailure(last, now)).toBe(reload);
  });

  it("reloads at most once in any window when the caller stores each reload", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 50_000 }), { maxLength: 30 }), (gaps) => {
        let now = 1_700_000_000_000;
        let last: number | undefined;
        const reloads: number[] = [];
        for (const gap of gaps) {
          now += gap;
          if (shouldReloadForChunkFailure(last, now)) {
            reloads.push(now);
            last = now;
          }
        }
        return reloads.every((t, i) => i === 0 || t - (reloads[i - 1] ?? 0) >= CHUNK_RELOAD_WINDOW_MS);
      }),
    );
  });

  it.each([
    ["Loading chunk 123 failed.", true],
    ["Loading CSS chunk app-x failed", true],
    ["Failed to fetch dynamically imported module: https://x/a.js", true],
    ["error loading dynamically imported module", true],
    ["Importing a module script failed.", true],
    ["Cannot read properties of undefined", false],
  ])("recognises %j as a chunk failure: %s", (message, yes) => {
    expect(isChunkLoadFailure(message)).toBe(yes);
  });
});
