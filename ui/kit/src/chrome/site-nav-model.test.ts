import { CHINESE_NAV_GROUPS, LOCALES, matchRoute } from "@portolan/core";
import { describe, expect, it } from "vitest";
import { type NavLinkModel, siteNav } from "./site-nav-model.ts";

const links = (entries: ReturnType<typeof siteNav>): NavLinkModel[] =>
  entries.flatMap((e) => (e.kind === "link" ? [e] : e.links));

describe("site navigation", () => {
  it.each(LOCALES)("every %s link opens a page of the same language", (locale) => {
    for (const l of links(siteNav(locale, "/"))) expect(matchRoute(l.href)?.locale).toBe(locale);
  });

  it("gives the Chinese site its seven product pages and the core's nav groups in order", () => {
    const nav = siteNav("zh", "/cn");
    const products = nav.find((e) => e.id === "products");
    expect(products?.kind === "group" && products.links.map((l) => l.href)).toEqual(
      ["trade", "search", "tuoke", "buyer", "goldspider", "global", "crm"].map((p) => `/cn/product/${p}`),
    );
    for (const g of CHINESE_NAV_GROUPS) {
      const entry = nav.find((e) => e.id === g.id);
      expect(
        entry?.kind === "group" && entry.links.map((l) => l.href).filter((h) => !h.includes("#")),
      ).toEqual(g.routeIds.map((id) => `/cn/${id}`));
    }
    expect(links(nav).map((l) => l.href)).toEqual(
      expect.arrayContaining([
        "/cn/service#utilities",
        "/cn/aboutus#section1",
        "/cn/aboutus#section4",
        "/cn/news",
      ]),
    );
  });

  it("marks the page shown, and its group, as current", () => {
    const nav = siteNav("zh", "/cn/product/crm/");
    expect(
      links(nav)
        .filter((l) => l.current)
        .map((l) => l.href),
    ).toEqual(["/cn/product/crm"]);
    expect(nav.filter((e) => e.current).map((e) => e.id)).toEqual(["products"]);
  });

  it("keeps the Russian solutions section highlighted on its sub-paths", () => {
    for (const path of ["/ru/solutions", "/ru/solutions/buyers", "/ru/solutions/solutionsDetail"]) {
      expect(siteNav("ru", path).find((e) => e.id === "solutions")?.current).toBe(true);
    }
    expect(siteNav("ru", "/ru/package").find((e) => e.id === "solutions")?.current).toBe(false);
  });

  it("links the ten English solutions to their detail page by contId", () => {
    const solutions = siteNav("en", "/en").find((e) => e.id === "solutions");
    expect(solutions?.kind === "group" && solutions.links.length).toBe(11);
    expect(links(siteNav("en", "/en"))).toContainEqual(
      expect.objectContaining({ href: "/en/solutionsdetail?contId=998&name=Buyers" }),
    );
  });
});
