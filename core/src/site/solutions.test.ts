import { describe, expect, it } from "vitest";
import { siteMessages } from "./site-messages.ts";
import {
  isSolutionsSectionActive,
  RU_SOLUTION_SLUGS,
  SOLUTIONS,
  solutionByContId,
  solutionDetailHref,
  solutionOfQuery,
} from "./solutions.ts";

describe("solutions", () => {
  // Spec §2.3 and §2.4, in their order.
  it.each([
    ["Buyers", 998, "buyers"],
    ["Suppliers", 2002, "suppliers"],
    ["International Logistics", 3003, "international"],
    ["Research consultation", 4001, "consultation"],
    ["Law Firms", 5001, "lawfirms"],
    ["Financial Institutions", 6001, "financial"],
    ["Investment Firms", 7001, "investment"],
    ["Government Agencies", 8001, "government"],
    ["College", 9001, "college"],
    ["Media", 1001, "media"],
  ])("%s has contId %i and the Russian page %s", (name, contId, slug) => {
    const solution = solutionByContId(contId);
    expect(solution?.name).toBe(name);
    expect(solution?.ruSlug).toBe(slug);
    expect(solution && siteMessages[solution.messageId]).toBe(name);
  });

  it("has ten solutions and eleven Russian sub-paths", () => {
    expect(SOLUTIONS).toHaveLength(10);
    expect(RU_SOLUTION_SLUGS).toEqual([
      "buyers",
      "suppliers",
      "international",
      "consultation",
      "lawfirms",
      "financial",
      "investment",
      "government",
      "college",
      "media",
      "solutionsDetail",
    ]);
  });

  it("links the English detail page with contId and name", () => {
    const buyers = solutionByContId(998);
    expect(buyers && solutionDetailHref(buyers)).toBe("/en/solutionsdetail?contId=998&name=Buyers");
    const logistics = solutionByContId(3003);
    expect(logistics && solutionDetailHref(logistics)).toBe(
      "/en/solutionsdetail?contId=3003&name=International%20Logistics",
    );
  });

  it("reads the solution of a detail page from contId", () => {
    expect(solutionOfQuery("?contId=7001&name=whatever")?.name).toBe("Investment Firms");
    expect(solutionOfQuery("?name=Buyers")).toBeUndefined();
    expect(solutionOfQuery("?contId=12")).toBeUndefined();
    expect(solutionOfQuery("?contId=9e2")).toBeUndefined();
    expect(solutionByContId(0)).toBeUndefined();
  });

  it.each([
    ["/ru/solutions", true],
    ["/ru/solutions/", true],
    ["/ru/solutions/buyers", true],
    ["/ru/solutions/solutionsDetail", true],
    ["/en/solutions", true],
    ["/en/solutionsdetail", true],
    ["/ru/solutionsx", false],
    ["/ru/products", false],
    ["/ru", false],
    ["/cn/service", false],
  ])("highlights the solutions section on %s: %s", (path, active) => {
    expect(isSolutionsSectionActive(path)).toBe(active);
  });
});
