import { describe, expect, it } from "vitest";
import { flattenMenu, visibleMenuIds } from "./flatten-menu.ts";
import { navItem } from "./nav-model.ts";

const menu = [
  navItem({ id: "a", name: "nav.dashboard", path: "https://h/a" }),
  navItem({
    id: "g",
    name: "nav.data",
    children: [
      navItem({ id: "g.1", name: "nav.data.search", path: "https://h/g1" }),
      navItem({ id: "g.2", name: "nav.data.collect", path: "https://h/g2", hide: true }),
    ],
  }),
  navItem({
    id: "h",
    name: "nav.marketing",
    hide: true,
    children: [navItem({ id: "h.1", name: "nav.marketing.pool", path: "https://h/h1" })],
  }),
];

describe("flattening the menu", () => {
  it("lists visible links depth first and skips hidden items with their children", () => {
    expect(flattenMenu(menu)).toEqual([
      { id: "a", href: "https://h/a" },
      { id: "g.1", href: "https://h/g1" },
    ]);
  });

  it("lists visible groups among the ids", () => {
    expect(visibleMenuIds(menu)).toEqual(["a", "g", "g.1"]);
  });

  it("is empty for an empty menu", () => {
    expect(flattenMenu([])).toEqual([]);
  });
});
