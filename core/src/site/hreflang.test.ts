import { describe, expect, it } from "vitest";
import { alternatesOf, HREFLANG } from "./hreflang.ts";
import { routeById, type SiteRoute } from "./site-routes.ts";

const route = (id: string): SiteRoute => routeById(id) ?? { id: "missing", paths: {} };

describe("hreflang alternates", () => {
  it("names the languages zh-CN, en and ru", () =>
    expect(HREFLANG).toEqual({ zh: "zh-CN", en: "en", ru: "ru" }));

  it("links all three versions of about us, with the Chinese one as x-default", () => {
    expect(alternatesOf(route("aboutus"))).toEqual([
      { hreflang: "zh-CN", path: "/cn/aboutus" },
      { hreflang: "en", path: "/en/aboutus" },
      { hreflang: "ru", path: "/ru/aboutus" },
      { hreflang: "x-default", path: "/cn/aboutus" },
    ]);
  });

  it("links the Chinese and English credit-check pages", () => {
    expect(alternatesOf(route("service/cedarRose"))).toEqual([
      { hreflang: "zh-CN", path: "/cn/service/cedarRose" },
      { hreflang: "en", path: "/en/service/cedarRose" },
      { hreflang: "x-default", path: "/cn/service/cedarRose" },
    ]);
  });

  it("links English and Russian pages without an x-default", () => {
    expect(alternatesOf(route("content/faq"))).toEqual([
      { hreflang: "en", path: "/en/content/faq" },
      { hreflang: "ru", path: "/ru/content/faq" },
    ]);
  });

  it("gives none for a page in one language", () => {
    expect(alternatesOf(route("product/trade"))).toEqual([]);
  });

  it("fills parameters, and leaves a missing one as written", () => {
    const both: SiteRoute = { id: "x/:id", paths: { en: "/en/x/:id", ru: "/ru/x/:id" } };
    expect(alternatesOf(both, { id: "a b" })).toEqual([
      { hreflang: "en", path: "/en/x/a%20b" },
      { hreflang: "ru", path: "/ru/x/a%20b" },
    ]);
    expect(alternatesOf(both)[0]?.path).toBe("/en/x/:id");
  });
});
