import { describe, expect, it } from "vitest";
import { siteMapGaps } from "../../../components/site-map/site-map-groups.ts";
import { EN_SITEMAP } from "./en-sitemap.ts";

describe("the en HTML sitemap", () => {
  it("lists every page of the language once, and nothing else", () => {
    expect(siteMapGaps(EN_SITEMAP, "en")).toEqual({ missing: [], unknown: [], repeated: [] });
  });

  it("names every page", () => {
    for (const group of EN_SITEMAP) for (const [, name] of group.pages) expect(name.trim()).not.toBe("");
  });
});
