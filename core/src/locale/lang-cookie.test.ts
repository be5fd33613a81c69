import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formatLangCookie,
  isAllowedLangCookie,
  LANG_COOKIE_NAME,
  localeFromLangCookie,
  parseLangCookie,
} from "./lang-cookie.ts";
import { LOCALES } from "./locale.ts";

describe("the lang cookie", () => {
  it("is named lang", () => expect(LANG_COOKIE_NAME).toBe("lang"));

  it.each([
    ["zh", "zh-cn"],
    ["en", "en"],
    ["ru", "ru"],
  ] as const)("stores %s as %s and reads it back", (locale, stored) => {
    expect(formatLangCookie(locale)).toBe(stored);
    expect(parseLangCookie(stored)).toEqual({ ok: true, value: locale });
    expect(isAllowedLangCookie(stored)).toBe(true);
  });

  it.each(["zh", "cn", "EN", "zh-CN", "de", " en", "ru "])("rejects %j as an invalid locale", (value) => {
    expect(parseLangCookie(value)).toEqual({ ok: false, error: { reason: "invalid-locale", value } });
    expect(isAllowedLangCookie(value)).toBe(false);
  });

  it("round-trips format and parse", () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), (l) => {
        const parsed = parseLangCookie(formatLangCookie(l));
        return parsed.ok && parsed.value === l;
      }),
    );
  });

  it("allows only values that parse, and every parsed value formats back to itself", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom("zh-cn", "en", "ru")), (s) => {
        const parsed = parseLangCookie(s);
        return parsed.ok === isAllowedLangCookie(s) && (!parsed.ok || formatLangCookie(parsed.value) === s);
      }),
    );
  });

  it("starts in Chinese without a cookie, and refuses a bad one", () => {
    expect(localeFromLangCookie(undefined)).toEqual({ ok: true, value: "zh" });
    expect(localeFromLangCookie("")).toEqual({ ok: true, value: "zh" });
    expect(localeFromLangCookie("ru")).toEqual({ ok: true, value: "ru" });
    expect(localeFromLangCookie("fr")).toEqual({
      ok: false,
      error: { reason: "invalid-locale", value: "fr" },
    });
  });
});
