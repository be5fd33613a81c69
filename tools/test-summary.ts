// Prints the suite's closing line ("tests: N passed, N failed, N skipped") over every report given
// (vitest's JSON report and Playwright's), so a reader of the log (or CI) sees one plain count
// whatever the runners printed above it. A missing or unreadable report counts as a failure.
//   node tools/test-summary.ts .reports/vitest.json .reports/playwright.json
import { existsSync, readFileSync } from "node:fs";
import { addCounts, countsOf, summaryLine, type TestCounts, UNREADABLE } from "./test-counts.ts";

const files = process.argv.length > 2 ? process.argv.slice(2) : [".reports/vitest.json"];

const read = (file: string): TestCounts => {
  if (!existsSync(file)) {
    console.log(`test-summary: ${file} is missing`);
    return UNREADABLE;
  }
  try {
    return countsOf(JSON.parse(readFileSync(file, "utf8")));
  } catch {
    console.log(`test-summary: ${file} is not a test report`);
    return UNREADABLE;
  }
};

const total = addCounts(files.map(read));
console.log(summaryLine(total));
process.exit(total.failed === 0 ? 0 : 1);
