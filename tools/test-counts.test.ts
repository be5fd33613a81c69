import { describe, expect, it } from "vitest";
import { addCounts, countsOf, summaryLine, UNREADABLE } from "./test-counts.ts";

describe("countsOf", () => {
  it("reads vitest's report, todo tests counting as skipped", () => {
    expect(countsOf({ numPassedTests: 10, numFailedTests: 2, numPendingTests: 1, numTodoTests: 3 })).toEqual({
      passed: 10,
      failed: 2,
      skipped: 4,
    });
  });

  it("reads Playwright's report, flaky tests counting as passed", () => {
    expect(countsOf({ stats: { expected: 90, unexpected: 3, flaky: 1, skipped: 5 }, errors: [] })).toEqual({
      passed: 91,
      failed: 3,
      skipped: 5,
    });
  });

  it("counts a Playwright run that broke before its tests as failed", () => {
    expect(
      countsOf({
        stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0 },
        errors: [{ message: "setup" }],
      }),
    ).toEqual({ passed: 0, failed: 1, skipped: 0 });
  });

  it("counts anything else as one failure", () => {
    expect(countsOf(null)).toEqual(UNREADABLE);
    expect(countsOf({ stats: {} })).toEqual(UNREADABLE);
    expect(countsOf("tests")).toEqual(UNREADABLE);
  });
});

describe("the summary line", () => {
  it("adds the reports up", () => {
    const line = summaryLine(
      addCounts([
        { passed: 10, failed: 2, skipped: 4 },
        { passed: 91, failed: 3, skipped: 5 },
      ]),
    );
    expect(line).toBe("tests: 101 passed, 5 failed, 9 skipped");
  });

  it("reads zeros for no reports", () => {
    expect(summaryLine(addCounts([]))).toBe("tests: 0 passed, 0 failed, 0 skipped");
  });
});
