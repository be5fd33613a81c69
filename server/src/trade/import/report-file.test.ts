import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseCsv } from "../../seed/csv.ts";
import type { SkippedRow } from "./import-report.ts";
import { REPORT_COLUMNS, writeReportFile } from "./report-file.ts";

describe("writeReportFile", () => {
  it("writes every skipped row and every note, with its reason and meaning", () => {
    const path = join(mkdtempSync(join(tmpdir(), "import-report-")), "reports", "import.csv");
    // More than one block, and a file name that needs quoting.
    const skipped: SkippedRow[] = Array.from({ length: 12_345 }, (_, i) => ({
      file: "/data/ams, 2026.csv",
      line: i + 2,
      reason: "import.skip.badDate",
      column: "estimated_arrival_date",
    }));
    const notes: SkippedRow[] = [{ file: "/data/b.csv", line: 0, reason: "import.note.latin1", count: 3 }];
    expect(writeReportFile(path, { skipped, notes })).toBe(12_346);
    const rows = parseCsv(readFileSync(path, "utf8"));
    expect(rows[0]).toEqual([...REPORT_COLUMNS]);
    expect(rows).toHaveLength(1 + 12_346);
    expect(rows[12_345]).toEqual([
      "skipped",
      "import.skip.badDate",
      "/data/ams, 2026.csv",
      "12346",
      "estimated_arrival_date",
      "",
      "not a date (yyyy-MM-dd), or no arrival date",
    ]);
    expect(rows.at(-1)?.slice(0, 6)).toEqual(["note", "import.note.latin1", "/data/b.csv", "0", "", "3"]);
  });
});
