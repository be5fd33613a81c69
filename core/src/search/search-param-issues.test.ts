import { describe, expect, it } from "vitest";
import { searchParamIssues } from "./search-param-issues.ts";

describe("search parameter issues", () => {
  it("finds nothing wrong in good or absent parameters", () => {
    expect(searchParamIssues({})).toEqual([]);
    expect(
      searchParamIssues({ page: "1000", pageSize: "100", startTime: "2024-01-01", endTime: "2024-01-01" }),
    ).toEqual([]);
  });

  it.each([
    [{ page: "0" }, ["search.page.outOfRange"]],
    [{ page: 1001 }, ["search.page.outOfRange"]],
    [{ page: "2.5" }, ["search.page.outOfRange"]],
    [{ page: "x" }, ["search.page.outOfRange"]],
    [{ pageSize: 30 }, ["search.pageSize.invalid"]],
    [{ startTime: "2024-02-30" }, ["search.date.invalid"]],
    [{ endTime: "tomorrow" }, ["search.date.invalid"]],
    [{ startTime: "2024-03-01", endTime: "2024-02-01" }, ["search.dateRange.reversed"]],
    [
      { page: -1, pageSize: "10", startTime: "2024-1-1" },
      ["search.page.outOfRange", "search.pageSize.invalid", "search.date.invalid"],
    ],
  ])("%j -> %j", (input, issues) => {
    expect(searchParamIssues(input)).toEqual(issues);
  });
});
