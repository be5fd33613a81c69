import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALE, homePathOf, isLocale, LOCALES, localeOfSegment, segmentOfLocale } from "./locale.ts";

describe("locales and segments", () => {
  it("has exactly zh, en and ru, with zh the default", () => {
    expect(LOCALES).toEqual(["zh", "en", "ru"]);
    expect(DEFAULT_LOCALE).toBe("zh");
  });

  it.each([
    ["zh", "cn", "/cn"],
    ["en", "en", "/en"],
    ["ru", "ru", "/ru"],
  ] as const)("maps %s to the segment %s and the home %s", (locale, segment, home) => {
    expect(segmentOfLocale(locale)).toBe(segment);
    expect(localeOfSegment(segment)).toBe(locale);
    expect(homePathOf(locale)).toBe(home);
  });

  it("knows no locale for other segments, including the locale code zh", () => {
    for (const segment of ["zh", "", "CN", "de", "zh-cn", "content"])
      expect(localeOfSegment(segment)).toBeUndefined();
  });

  it("round-trips locale to segment and back", () => {
    fc.assert(fc.property(fc.constantFrom(...LOCALES), (l) => localeOfSegment(segmentOfLocale(l)) === l));
  });

  it("round-trips segment to locale and back for every string that names one", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const l = localeOfSegment(s);
        return l === undefined || segmentOfLocale(l) === s;
      }),
    );
  });

  it("accepts only the three locale codes", () => {
    expect(isLocale("zh")).toBe(true);
    expect(isLocale("ru")).toBe(true);
    expect(isLocale("cn")).toBe(false);
    expect(isLocale("zh-cn")).toBe(false);
    expect(isLocale(undefined)).toBe(false);
    expect(isLocale(1)).toBe(false);
  });
});
