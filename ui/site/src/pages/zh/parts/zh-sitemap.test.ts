import { describe, expect, it } from "vitest";
import { siteMapGaps } from "../../../components/site-map/site-map-groups.ts";
import { ZH_SITEMAP } from "./zh-sitemap.ts";

describe("the zh HTML sitemap", () => {
  it("lists every page of the language once, and nothing else", () => {
    expect(siteMapGaps(ZH_SITEMAP, "zh")).toEqual({ missing: [], unknown: [], repeated: [] });
  });

  it("names every page", () => {
    for (const group of ZH_SITEMAP) for (const [, name] of group.pages) expect(name.trim()).not.toBe("");
  });
});
