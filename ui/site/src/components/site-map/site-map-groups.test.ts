import { describe, expect, it } from "vitest";
import { siteMapGaps, siteMapHref } from "./site-map-groups.ts";

describe("siteMapGaps", () => {
  it("reports the pages a sitemap leaves out, lists twice, or does not have", () => {
    const gaps = siteMapGaps(
      [
        {
          title: "A",
          pages: [
            ["home", "Home"],
            ["package", "Packages"],
            ["news", "News"],
          ],
        },
        { title: "B", pages: [["home", "Home again"]] },
      ],
      "en",
    );
    expect(gaps.unknown).toEqual(["news"]);
    expect(gaps.repeated).toEqual(["/en"]);
    expect(gaps.missing).toContain("/en/sitemap");
    expect(gaps.missing).toContain("/en/content/press");
    expect(gaps.missing).not.toContain("/en/package");
    expect(gaps.missing.every((p) => p.startsWith("/en/"))).toBe(true);
  });

  it("finds a page's address in a language", () => {
    expect(siteMapHref("sitemap", "zh")).toBe("/cn/sitemap");
    expect(siteMapHref("package", "zh")).toBeUndefined();
  });
});
