import { describe, expect, it } from "vitest";
import {
  homeForUnmatched,
  localeForcedByUrl,
  SIGNED_IN_CN_REDIRECTS,
  scrollTargetOf,
  signedInRedirect,
} from "./route-locale.ts";

describe("the language a route forces", () => {
  it.each([
    ["/cn", "zh"],
    ["/cn/product/trade", "zh"],
    ["/en/content/faq", "en"],
    ["/ru/content/privacy", "ru"],
    ["/ru/solutions/international", "ru"],
    ["/en/service/cedarRose", "en"],
    ["/cn/service/cedarRose?lang=en", "en"],
    ["/cn/service/debtcollection?x=1&lang=zh-cn", "zh"],
    ["/en/aboutus?lang=ru", "ru"],
    ["/en/aboutus?lang=de", "en"],
  ] as const)("%s forces %s", (url, locale) => {
    expect(localeForcedByUrl(url)).toBe(locale);
  });

  it.each(["/", "/account", "/content/en", "/recent", "/cnx", "/login?next=/cn"])(
    "%s forces nothing",
    (url) => {
      expect(localeForcedByUrl(url)).toBeUndefined();
    },
  );
});

describe("a visitor on an unmatched route", () => {
  it.each([
    ["/en/nowhere", "/en"],
    ["/ru/service/cedarRose", "/ru"],
    ["/cn/product/none?x=1", "/cn"],
    ["/nowhere", "/cn"],
    ["/", "/cn"],
    ["/de/aboutus", "/cn"],
  ])("%s goes to %s", (url, home) => {
    expect(homeForUnmatched(url)).toBe(home);
  });

  it.each([
    ["/", "ru", "/ru"],
    ["/nowhere", "en", "/en"],
    ["/en/nowhere", "ru", "/en"],
    ["/cn/none", "en", "/cn"],
  ] as const)("%s with the visitor's language %s goes to %s (the prefix wins)", (url, fallback, home) => {
    expect(homeForUnmatched(url, fallback)).toBe(home);
  });
});

describe("the signed-in redirect", () => {
  it("covers the two English service pages", () => {
    expect(SIGNED_IN_CN_REDIRECTS).toEqual(["/en/service/cedarRose", "/en/service/debtcollection"]);
  });

  it.each([
    ["/en/service/cedarRose", "/cn/service/cedarRose?lang=en"],
    ["/en/service/debtcollection", "/cn/service/debtcollection?lang=en"],
    ["/en/service/debtcollection/", "/cn/service/debtcollection?lang=en"],
    ["/en/service/cedarRose?ref=mail#form", "/cn/service/cedarRose?ref=mail&lang=en#form"],
    ["/en/service/cedarRose?lang=ru", "/cn/service/cedarRose?lang=en"],
  ])("sends %s to %s", (from, to) => {
    expect(signedInRedirect(from)).toBe(to);
  });

  it.each(["/en/aboutus", "/cn/service/cedarRose", "/en/service/tuv", "/en/service/cedarrose", "/en"])(
    "leaves %s alone",
    (url) => {
      expect(signedInRedirect(url)).toBeUndefined();
    },
  );
});

describe("the scroll target after navigation", () => {
  it.each([
    ["/cn/aboutus", { kind: "top" }],
    ["/cn/aboutus#", { kind: "top" }],
    ["/cn/aboutus#section2", { kind: "anchor", id: "section2" }],
    ["/cn/service?x=1#utilities", { kind: "anchor", id: "utilities" }],
    ["/cn/x#%E4%B8%AD", { kind: "anchor", id: "中" }],
    ["/cn/x#%E4", { kind: "anchor", id: "%E4" }],
  ])("%s scrolls to %j", (url, target) => {
    expect(scrollTargetOf(url)).toEqual(target);
  });
});
