import { describe, expect, it } from "vitest";
import { siteMapGaps } from "../../../components/site-map/site-map-groups.ts";
import { RU_SITEMAP } from "./ru-sitemap.ts";

describe("the ru HTML sitemap", () => {
  it("lists every page of the language once, and nothing else", () => {
    expect(siteMapGaps(RU_SITEMAP, "ru")).toEqual({ missing: [], unknown: [], repeated: [] });
  });

  it("names every page", () => {
    for (const group of RU_SITEMAP) for (const [, name] of group.pages) expect(name.trim()).not.toBe("");
  });
});
