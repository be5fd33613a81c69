// Prints the suite's closing line ("tests: N passed, N failed, N skipped") from vitest's JSON report,
// so a reader of the log (or CI) sees one plain count whatever the runner printed above it.
import { existsSync, readFileSync } from "node:fs";

const file = process.argv[2] ?? ".reports/vitest.json";
if (!existsSync(file)) {
  console.log("tests: 0 passed, 1 failed");
  process.exit(1);
}
const report = JSON.parse(readFileSync(file, "utf8")) as {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
};
console.log(
  `tests: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${report.numPendingTests + report.numTodoTests} skipped`,
);
