import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { matchRoute } from "../site/route-match.ts";
import { CROSS_LANGUAGE_PATHS, planLanguageChange, switchLanguagePath } from "./language-switch.ts";
import { homePathOf, LOCALES, type Locale, segmentOfLocale } from "./locale.ts";
import { splitUrl } from "./url-parts.ts";

describe("switching language", () => {
  it("keeps exactly the four mapped paths", () => {
    expect(CROSS_LANGUAGE_PATHS).toEqual([
      "/aboutus",
      "/contact",
      "/service/debtcollection",
      "/service/cedarRose",
    ]);
  });

  it.each([
    ["/cn/aboutus", "en", "/en/aboutus"],
    ["/cn/aboutus", "ru", "/ru/aboutus"],
    ["/en/contact", "zh", "/cn/contact"],
    ["/ru/contact", "en", "/en/contact"],
    ["/cn/service/debtcollection", "en", "/en/service/debtcollection"],
    ["/en/service/cedarRose", "zh", "/cn/service/cedarRose"],
    ["/en/service/cedarRose", "ru", "/ru"],
    ["/cn/service/debtcollection", "ru", "/ru"],
    ["/cn/product/trade", "en", "/en"],
    ["/en/products", "ru", "/ru"],
    ["/en/content/faq", "zh", "/cn"],
    ["/ru/solutions/buyers", "en", "/en"],
    ["/en", "zh", "/cn"],
    ["/", "ru", "/ru"],
    ["/account", "en", "/en"],
    ["/cn/aboutus/", "en", "/en/aboutus"],
    ["/cn/aboutus#section3", "en", "/en/aboutus#section3"],
    ["/en/contact?from=nav&lang=en#form", "zh", "/cn/contact?from=nav#form"],
    ["/cn/news/detail?id=7#top", "en", "/en"],
    ["/cn/service/cedarRose?lang=en", "en", "/en/service/cedarRose"],
    ["/cn/Aboutus", "en", "/en"],
    ["/en/payment/A1", "ru", "/ru/payment/A1"],
    ["/ru/payment/42?x=1&lang=ru#pay", "zh", "/cn/payment/42?x=1#pay"],
    ["/cn/payment/42", "en", "/en/payment/42"],
    ["/en/payment/42/more", "ru", "/ru"],
  ] as const)("%s in %s goes to %s", (from, target, to) => {
    expect(switchLanguagePath(from, target)).toBe(to);
  });

  const locale = fc.constantFrom(...LOCALES);
  const rest = fc.oneof(
    fc.constantFrom(...CROSS_LANGUAGE_PATHS, "/product/trade", "/service/tuv", "", "/content/faq"),
    fc
      .array(fc.stringMatching(/^[A-Za-z0-9-]{1,8}$/), { maxLength: 3 })
      .map((s) => s.map((x) => `/${x}`).join("")),
  );
  const localeAndUrl = fc
    .tuple(locale, rest, fc.constantFrom("", "?a=1"), fc.constantFrom("", "#x"))
    .map(([l, r, q, h]): [Locale, string] => [l, `/${segmentOfLocale(l)}${r}${q}${h}`]);
  const url = localeAndUrl.map(([, u]) => u);

  it("changes nothing when switching to the current language", () => {
    fc.assert(fc.property(localeAndUrl, ([l, u]) => switchLanguagePath(u, l) === u));
  });

  it("changes only the first segment, or falls back to the chosen language's home", () => {
    fc.assert(
      fc.property(url, locale, (u, target) => {
        const to = splitUrl(switchLanguagePath(u, target)).pathname;
        const from = splitUrl(u).pathname.split("/").slice(2).join("/");
        const kept = to === `/${segmentOfLocale(target)}/${from}`;
        return to === homePathOf(target) || (kept && to.split("/")[1] === segmentOfLocale(target));
      }),
    );
  });

  it("keeps a payment page's order, through any chain of switches (decision D285)", () => {
    const id = fc.stringMatching(/^[A-Za-z0-9_-]{1,24}$/);
    fc.assert(
      fc.property(
        id,
        fc.constantFrom(...LOCALES),
        fc.array(fc.constantFrom(...LOCALES)),
        (i, from, chain) => {
          const end = chain.reduce<string>(
            (u, l) => switchLanguagePath(u, l),
            `/${segmentOfLocale(from)}/payment/${i}`,
          );
          const last = chain.at(-1) ?? from;
          expect(end).toBe(`/${segmentOfLocale(last)}/payment/${i}`);
          expect(matchRoute(end)?.params.id).toBe(i);
        },
      ),
    );
  });

  it("never switches onto a Russian service page", () => {
    const notRussian = localeAndUrl.filter(([l]) => l !== "ru").map(([, u]) => u);
    fc.assert(fc.property(notRussian, (u) => !switchLanguagePath(u, "ru").startsWith("/ru/service")));
  });
});

describe("planning a language change", () => {
  it("stores the locale and its cookie value, then navigates", () => {
    expect(planLanguageChange("/en/aboutus", "zh")).toEqual({
      kind: "switch",
      locale: "zh",
      cookieValue: "zh-cn",
      to: "/cn/aboutus",
    });
    expect(planLanguageChange("/cn/product/crm", "ru")).toEqual({
      kind: "switch",
      locale: "ru",
      cookieValue: "ru",
      to: "/ru",
    });
  });

  it.each(["de", "cn", "zh-cn", "", "EN"])("ignores the unsupported locale %j", (requested) => {
    expect(planLanguageChange("/en/aboutus", requested)).toEqual({ kind: "ignored" });
  });
});
