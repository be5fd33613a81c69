import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LANG_COOKIE_VALUES } from "./lang-cookie.ts";
import { LOCALES } from "./locale.ts";
import {
  consoleLangCookie,
  envelopeLocale,
  localeOfLinkQuery,
  visitorLocale,
  withLinkLanguage,
} from "./visit-locale.ts";

describe("the language of a visit without one in its address", () => {
  it.each([
    [{}, "zh"],
    [{ acceptLanguage: "ru-RU,ru;q=0.9" }, "ru"],
    [{ acceptLanguage: "en-US" }, "en"],
    [{ acceptLanguage: "en-US", langCookie: "ru" }, "ru"],
    [{ acceptLanguage: "ru", langCookie: "zh-cn" }, "zh"],
    [{ acceptLanguage: "ru", langCookie: "" }, "ru"],
    [{ acceptLanguage: "ru", langCookie: "klingon" }, "ru"],
    [{ acceptLanguage: "de" }, "zh"],
  ] as const)("%o is %s", (visit, locale) => {
    expect(visitorLocale(visit)).toBe(locale);
  });

  it("lets an allowed cookie win over any browser language", () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), fc.string(), (locale, header) => {
        expect(visitorLocale({ langCookie: LANG_COOKIE_VALUES[locale], acceptLanguage: header })).toBe(
          locale,
        );
      }),
    );
  });

  it.each([
    [{}, "en"],
    [{ acceptLanguage: "fr" }, "en"],
    [{ acceptLanguage: "zh-CN,zh;q=0.9" }, "zh"],
    [{ acceptLanguage: "en;q=0.3, ru-RU;q=0.8" }, "ru"],
    [{ acceptLanguage: "ru;q=0, fr" }, "en"],
    [{ acceptLanguage: "ru", langCookie: "zh-cn" }, "zh"],
    [{ acceptLanguage: "zh-TW", langCookie: "bad" }, "zh"],
  ] as const)(
    "the envelope's text for %o is in %s (English when nothing names ours, D340)",
    (visit, locale) => {
      expect(envelopeLocale(visit)).toBe(locale);
    },
  );

  it("gives the envelope the visit's language wherever the visit names one", () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: undefined }), fc.string(), (langCookie, acceptLanguage) => {
        const visit = { langCookie, acceptLanguage };
        const page = visitorLocale(visit);
        expect(envelopeLocale(visit)).toBe(page === visitorLocale(visit, "ru") ? page : "en");
      }),
    );
  });

  it.each([
    ["/reset-password?token=a&lang=ru", "ru"],
    ["/login?lang=zh-cn", "zh"],
    ["/login?lang=en#x", "en"],
    ["/login?lang=de", undefined],
    ["/login", undefined],
  ] as const)("the link %s names %s", (url, locale) => {
    expect(localeOfLinkQuery(url)).toBe(locale);
  });
});

describe("the lang cookie a console page sets", () => {
  it.each([
    ["/reset-password?token=a&lang=ru", {}, "ru"],
    ["/reset-password?token=a&lang=ru", { langCookie: "zh-cn" }, "ru"],
    ["/reset-password?token=a&lang=ru", { langCookie: "ru" }, undefined],
    ["/login", { acceptLanguage: "ru-RU,ru" }, "ru"],
    ["/login", { acceptLanguage: "fr" }, "zh-cn"],
    ["/login", { acceptLanguage: "ru", langCookie: "en" }, undefined],
    ["/login?lang=zh", { langCookie: "en" }, "zh-cn"],
  ] as const)("%s with %o sets %s", (url, visit, cookie) => {
    expect(consoleLangCookie(url, visit)).toBe(cookie);
  });
});

describe("a mail's link", () => {
  it.each([
    ["/reset-password?token=a%2Fb", "ru", "/reset-password?token=a%2Fb&lang=ru"],
    ["/shipments/search?q=1#top", "zh", "/shipments/search?q=1&lang=zh#top"],
    ["/login?lang=en", "ru", "/login?lang=ru"],
    ["/dashboard", "en", "/dashboard?lang=en"],
  ] as const)("%s in %s is %s", (address, locale, link) => {
    expect(withLinkLanguage(address, locale)).toBe(link);
  });

  it("names the language it was written in, and a console opened by it stores that language", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("/reset-password?token=x", "/dashboard", "/shipments/search?a=1&lang=zh"),
        fc.constantFrom(...LOCALES),
        fc.option(fc.constantFrom(...Object.values(LANG_COOKIE_VALUES)), { nil: undefined }),
        (address, locale, cookie) => {
          const link = withLinkLanguage(address, locale);
          expect(localeOfLinkQuery(link)).toBe(locale);
          const stored = consoleLangCookie(link, { langCookie: cookie }) ?? cookie;
          expect(stored).toBe(LANG_COOKIE_VALUES[locale]);
        },
      ),
    );
  });
});
