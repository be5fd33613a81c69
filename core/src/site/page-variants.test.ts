import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COVERED_COUNTRIES } from "../datasets/country-coverage.ts";
import { pageToServe, pageVariantOf, pageVariantsOf, variantFilePath } from "./page-variants.ts";
import { matchRoute } from "./route-match.ts";
import { SITE_ROUTES } from "./site-routes.ts";
import { SOLUTIONS } from "./solutions.ts";

const matched = (url: string) => {
  const match = matchRoute(url);
  if (match === undefined) throw new Error(`no route for ${url}`);
  return match;
};

describe("page variants", () => {
  it("prerenders one country page per covered country and one solution page per solution", () => {
    expect(pageVariantsOf("countrydetail").map((v) => v.value)).toEqual([...COVERED_COUNTRIES]);
    expect(pageVariantsOf("solutionsdetail").map((v) => v.value)).toEqual(
      SOLUTIONS.map((s) => String(s.contId)),
    );
    const others = SITE_ROUTES.filter((r) => r.id !== "countrydetail" && r.id !== "solutionsdetail");
    expect(others.flatMap((r) => pageVariantsOf(r.id))).toEqual([]);
  });

  it("finds every variant again from its own address (round trip)", () => {
    for (const id of ["countrydetail", "solutionsdetail"])
      for (const variant of pageVariantsOf(id)) expect(pageVariantOf(id, variant.search)).toEqual(variant);
  });

  it("reads a country code in any case, among other query keys", () => {
    expect(pageVariantOf("countrydetail", "?x=1&country=us")?.search).toBe("?country=US");
    expect(pageVariantOf("solutionsdetail", "?contId=2002&name=Suppliers")?.value).toBe("2002");
  });

  it("gives no variant for an unknown, missing or broken value", () => {
    expect(pageVariantOf("countrydetail", "?country=ZZ")).toBeUndefined();
    expect(pageVariantOf("countrydetail", "")).toBeUndefined();
    expect(pageVariantOf("countrydetail", "?country=%E0%A4%A")).toBeUndefined();
    expect(pageVariantOf("solutionsdetail", "?contId=12")).toBeUndefined();
    expect(pageVariantOf("aboutus", "?country=US")).toBeUndefined();
  });

  it("never names a file outside its route's folder, whatever the query", () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const variant = pageVariantOf("countrydetail", `?country=${encodeURIComponent(raw)}`);
        if (variant === undefined) return;
        expect(variantFilePath("/en/countrydetail", variant)).toMatch(/^\/en\/countrydetail@[A-Z]{2}$/);
      }),
    );
  });

  it("sends the English service page to a signed-in user redirected with lang=en (spec §2.1)", () => {
    const url = "/cn/service/cedarRose?lang=en";
    expect(pageToServe(matched(url), url)).toEqual({
      locale: "en",
      routePath: "/en/service/cedarRose",
      variant: undefined,
    });
  });

  it("keeps the address's own language when lang names one the page lacks", () => {
    const url = "/cn/investment?lang=en";
    expect(pageToServe(matched(url), url)).toMatchObject({ locale: "zh", routePath: "/cn/investment" });
    const ru = "/ru/countrydetail?country=ru";
    expect(pageToServe(matched(ru), ru)).toMatchObject({
      locale: "ru",
      routePath: "/ru/countrydetail",
      variant: { value: "RU", search: "?country=RU" },
    });
  });
});
