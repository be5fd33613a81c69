import { describe, expect, it } from "vitest";
import { CROSS_LANGUAGE_PATHS } from "../locale/language-switch.ts";
import { prerenderPaths, routeById, SITE_ROUTES } from "./site-routes.ts";

// Written out from spec §2.2–§2.5, not from the code.
const CHINESE = [
  "/cn",
  "/cn/aboutus",
  "/cn/contact",
  "/cn/investment",
  "/cn/cooperation",
  "/cn/joinus",
  "/cn/news",
  "/cn/news/detail",
  "/cn/news/detail/play",
  "/cn/privacy",
  "/cn/terms",
  "/cn/sitemap",
  "/cn/service",
  "/cn/shipping",
  "/cn/product/trade",
  "/cn/product/search",
  "/cn/product/tuoke",
  "/cn/product/buyer",
  "/cn/product/goldspider",
  "/cn/product/global",
  "/cn/product/crm",
  "/cn/service/airwallex",
  "/cn/service/amass",
  "/cn/service/analyze",
  "/cn/service/cedarRose",
  "/cn/service/debtcollection",
  "/cn/service/Hide-article",
  "/cn/service/Hide-article/detail",
  "/cn/service/ningbo",
  "/cn/service/nova",
  "/cn/service/search",
  "/cn/service/shiteng",
  "/cn/service/spread",
  "/cn/service/trace",
  "/cn/service/tuv",
  "/cn/service/video",
  "/cn/service/video/play",
  "/cn/service/website",
  "/cn/service/xinhai",
  "/cn/service/yiwandian",
  "/cn/service/yixin",
  "/cn/service/zhaodaka",
];
const ENGLISH = [
  "/en",
  "/en/products",
  "/en/datacountries",
  "/en/countrydetail",
  "/en/solutions",
  "/en/solutionsdetail",
  "/en/package",
  "/en/packageLearn",
  "/en/packageterms",
  "/en/aboutus",
  "/en/contact",
  "/en/content/faq",
  "/en/content/press",
  "/en/sitemap",
  "/en/content/press-scmp",
  "/en/content/privacy",
  "/en/privacy",
  "/en/terms",
  "/en/service/debtcollection",
  "/en/service/cedarRose",
];
const RUSSIAN = [
  "/ru",
  "/ru/products",
  "/ru/datacountries",
  "/ru/countrydetail",
  "/ru/solutions",
  "/ru/package",
  "/ru/packageLearn",
  "/ru/packageterms",
  "/ru/aboutus",
  "/ru/contact",
  "/ru/content/faq",
  "/ru/content/press",
  "/ru/sitemap",
  "/ru/content/privacy",
  "/ru/privacy",
  "/ru/terms",
  "/ru/solutions/buyers",
  "/ru/solutions/suppliers",
  "/ru/solutions/international",
  "/ru/solutions/consultation",
  "/ru/solutions/lawfirms",
  "/ru/solutions/financial",
  "/ru/solutions/investment",
  "/ru/solutions/government",
  "/ru/solutions/college",
  "/ru/solutions/media",
  "/ru/solutions/solutionsDetail",
];

describe("the public route table", () => {
  it("prerenders exactly the pages of the spec", () => {
    expect([...prerenderPaths()].sort()).toEqual([...CHINESE, ...ENGLISH, ...RUSSIAN].sort());
  });

  it("serves the payment page with an id parameter, in every language (decision D285)", () => {
    expect(routeById("payment/:id")?.paths).toEqual({
      zh: "/cn/payment/:id",
      en: "/en/payment/:id",
      ru: "/ru/payment/:id",
    });
  });

  it("has unique ids and unique paths", () => {
    const ids = SITE_ROUTES.map((r) => r.id);
    const paths = SITE_ROUTES.flatMap((r) => Object.values(r.paths));
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each([
    ["home", { zh: "/cn", en: "/en", ru: "/ru" }],
    ["aboutus", { zh: "/cn/aboutus", en: "/en/aboutus", ru: "/ru/aboutus" }],
    ["privacy", { zh: "/cn/privacy", en: "/en/privacy", ru: "/ru/privacy" }],
    ["terms", { zh: "/cn/terms", en: "/en/terms", ru: "/ru/terms" }],
    ["sitemap", { zh: "/cn/sitemap", en: "/en/sitemap", ru: "/ru/sitemap" }],
    ["content/press", { en: "/en/content/press", ru: "/ru/content/press" }],
    ["service/cedarRose", { zh: "/cn/service/cedarRose", en: "/en/service/cedarRose" }],
    ["package", { en: "/en/package", ru: "/ru/package" }],
    ["content/privacy", { en: "/en/content/privacy", ru: "/ru/content/privacy" }],
    ["solutionsdetail", { en: "/en/solutionsdetail" }],
    ["solutions/solutionsDetail", { ru: "/ru/solutions/solutionsDetail" }],
    ["product/crm", { zh: "/cn/product/crm" }],
  ])("groups the language versions of %s", (id, paths) => {
    expect(routeById(id)?.paths).toEqual(paths);
  });

  it("has no Chinese package page (it is for non-Chinese users)", () => {
    expect(routeById("package")?.paths.zh).toBeUndefined();
  });

  it("has every language-switch path in Chinese and English, and the non-service ones in Russian", () => {
    for (const rest of CROSS_LANGUAGE_PATHS) {
      const route = routeById(rest.slice(1));
      expect(route?.paths.zh).toBe(`/cn${rest}`);
      expect(route?.paths.en).toBe(`/en${rest}`);
      expect(route?.paths.ru).toBe(rest.startsWith("/service/") ? undefined : `/ru${rest}`);
    }
  });

  it("finds nothing for an unknown id", () => expect(routeById("nowhere")).toBeUndefined());
});
