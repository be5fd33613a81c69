import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { matchRoute } from "./route-match.ts";
import { prerenderPaths } from "./site-routes.ts";

describe("matching an address to its route", () => {
  it.each([
    ["/cn", "home", "zh"],
    ["/en/", "home", "en"],
    ["/cn/aboutus#section2", "aboutus", "zh"],
    ["/en/solutionsdetail?contId=998&name=Buyers", "solutionsdetail", "en"],
    ["/ru/solutions/lawfirms", "solutions/lawfirms", "ru"],
    ["/cn/service/video/play", "service/video/play", "zh"],
    ["/en/content/press-scmp", "content/press-scmp", "en"],
  ])("%s shows %s in %s", (url, id, locale) => {
    const match = matchRoute(url);
    expect(match?.route.id).toBe(id);
    expect(match?.locale).toBe(locale);
    expect(match?.params).toEqual({});
  });

  it.each([
    ["/en/payment/123", "123"],
    ["/en/payment/ab-9?x=1", "ab-9"],
    ["/en/payment/a%20b", "a b"],
  ])("reads the payment id of %s", (url, id) => {
    expect(matchRoute(url)?.params).toEqual({ id });
  });

  it.each([
    "/ru/service/cedarRose",
    "/ru/service/debtcollection",
    "/cn/products",
    "/en/product/trade",
    "/ru/content/press-scmp",
    "/ru/payment",
    "/en/payment",
    "/en/payment/1/2",
    "/en/payment/%E4",
    "/cn/service/cedarrose",
    "/cn/service/utilities",
    "/ru/solutionsdetail",
    "/en/solutions/buyers",
    "/",
    "/login",
  ])("matches nothing for %s", (url) => {
    expect(matchRoute(url)).toBeUndefined();
  });

  it("matches every prerendered path to a route that has that path", () => {
    fc.assert(
      fc.property(fc.constantFrom(...prerenderPaths()), (path) => {
        const match = matchRoute(path);
        return match !== undefined && match.route.paths[match.locale] === path;
      }),
    );
  });
});
