import { describe, expect, it } from "vitest";
import { requestLocale } from "./request-locale.ts";

describe("the language of the provider's messages", () => {
  it.each([
    [undefined, "ru-RU,ru;q=0.9,en;q=0.8", "ru"],
    // Weights count (the first supported tag used to win, whatever its weight).
    [undefined, "en;q=0.2,ru;q=0.9", "ru"],
    [undefined, "zh;q=0, en;q=0.1", "en"],
    ["en", "ru", "en"],
    ["", "ru", "ru"],
    ["klingon", "en-US", "en"],
    [undefined, "fr", "zh"],
    [undefined, undefined, "zh"],
  ] as const)("cookie %j and Accept-Language %j give %s", (cookie, header, locale) => {
    expect(requestLocale(cookie, header)).toBe(locale);
  });
});
