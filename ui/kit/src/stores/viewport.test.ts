import { HEADER_HEIGHT_PX } from "@portolan/core";
import { describe, expect, it } from "vitest";
import { $languageBarHidden, $viewport, isLanguageBarHidden } from "./viewport.ts";

describe("$viewport", () => {
  it("shows the language bar at the top and hides it past the header height", () => {
    expect(isLanguageBarHidden(0)).toBe(false);
    expect(isLanguageBarHidden(HEADER_HEIGHT_PX)).toBe(false);
    expect(isLanguageBarHidden(HEADER_HEIGHT_PX + 1)).toBe(true);
  });

  it("derives the language bar from the stored scroll position", () => {
    $viewport.set({ width: 390, scrollTop: 500 });
    expect($languageBarHidden.get()).toBe(true);
    $viewport.set({ width: 390, scrollTop: 0 });
    expect($languageBarHidden.get()).toBe(false);
  });
});
