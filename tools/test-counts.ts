// The counts of one test report, whichever runner wrote it: vitest's JSON reporter or Playwright's.
// A report that cannot be read, or a run that broke before its tests (Playwright's top-level errors),
// counts as failures, so a broken run never reads as a clean one.

export interface TestCounts {
  readonly passed: number;
  readonly failed: number;
  readonly skipped: number;
}

interface VitestReport {
  readonly numPassedTests: number;
  readonly numFailedTests: number;
  readonly numPendingTests: number;
  readonly numTodoTests: number;
}

interface PlaywrightReport {
  readonly stats: {
    readonly expected: number;
    readonly unexpected: number;
    readonly flaky: number;
    readonly skipped: number;
  };
  readonly errors?: readonly unknown[];
}

const isVitest = (r: unknown): r is VitestReport =>
  typeof r === "object" && r !== null && typeof (r as VitestReport).numPassedTests === "number";

const isPlaywright = (r: unknown): r is PlaywrightReport =>
  typeof r === "object" &&
  r !== null &&
  typeof (r as PlaywrightReport).stats === "object" &&
  typeof (r as PlaywrightReport).stats?.expected === "number";

export const UNREADABLE: TestCounts = { passed: 0, failed: 1, skipped: 0 };

/** The counts of a parsed report (UNREADABLE when it is neither runner's). */
export const countsOf = (report: unknown): TestCounts => {
  if (isVitest(report)) {
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
    };
  }
  if (isPlaywright(report)) {
    const { expected, unexpected, flaky, skipped } = report.stats;
    return { passed: expected + flaky, failed: unexpected + (report.errors?.length ?? 0), skipped };
  }
  return UNREADABLE;
};

export const addCounts = (all: readonly TestCounts[]): TestCounts =>
  all.reduce(
    (a, b) => ({ passed: a.passed + b.passed, failed: a.failed + b.failed, skipped: a.skipped + b.skipped }),
    {
      passed: 0,
      failed: 0,
      skipped: 0,
    },
  );

export const summaryLine = (c: TestCounts): string =>
  `tests: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`;
