import { CHUNK_RELOAD_WINDOW_MS } from "@portolan/core";
import { describe, expect, it } from "vitest";
import { memoryStorage } from "../storage/memory-storage.ts";
import { CHUNK_RELOAD_KEY, reloadForChunkFailure } from "./chunk-reload-guard.ts";
import { memoryNavigation } from "./full-navigation.ts";

describe("chunk reload guard", () => {
  it("reloads once, then not again inside the window, then again after it", () => {
    const storage = memoryStorage();
    const navigation = memoryNavigation();
    let now = 1_000_000;
    const fail = () => reloadForChunkFailure({ storage, navigation, now: () => now });
    expect(fail()).toBe(true);
    expect(storage.get(CHUNK_RELOAD_KEY)).toBe("1000000");
    now += CHUNK_RELOAD_WINDOW_MS - 1;
    expect(fail()).toBe(false);
    now += 1;
    expect(fail()).toBe(true);
    expect(navigation.calls).toEqual(["reload", "reload"]);
  });

  it("treats an unreadable stored time as no earlier reload", () => {
    const storage = memoryStorage({ [CHUNK_RELOAD_KEY]: "soon" });
    const navigation = memoryNavigation();
    expect(reloadForChunkFailure({ storage, navigation, now: () => 5 })).toBe(true);
    expect(navigation.calls).toEqual(["reload"]);
  });
});
