// Every skipped row and every note of an import, one line each, in a CSV file beside the summary
// (issue 30): the summary shows a few per reason, this file all of them, so an operator can find
// each one by its file and line. Written in blocks, as a large release can skip millions of rows.
import { closeSync, mkdirSync, openSync, writeSync } from "node:fs";
import { dirname } from "node:path";
import { importMessages } from "@portolan/core";
import { formatCsv } from "../../seed/csv.ts";
import type { ImportReport, SkippedRow } from "./import-report.ts";

export const REPORT_COLUMNS = ["kind", "reason", "file", "line", "column", "count", "meaning"] as const;

const BLOCK = 10_000;

const lineOf = (kind: "skipped" | "note", r: SkippedRow): string[] => [
  kind,
  r.reason,
  r.file,
  String(r.line),
  r.column ?? "",
  r.count === undefined ? "" : String(r.count),
  importMessages[r.reason],
];

/** Writes the report's rows to `path` (its folder made when missing); how many rows it wrote. */
export const writeReportFile = (path: string, report: Pick<ImportReport, "skipped" | "notes">): number => {
  mkdirSync(dirname(path), { recursive: true });
  const fd = openSync(path, "w");
  try {
    writeSync(fd, `${formatCsv([[...REPORT_COLUMNS]])}\n`);
    const write = (kind: "skipped" | "note", list: readonly SkippedRow[]) => {
      for (let i = 0; i < list.length; i += BLOCK)
        writeSync(fd, `${formatCsv(list.slice(i, i + BLOCK).map((r) => lineOf(kind, r)))}\n`);
    };
    write("skipped", report.skipped);
    write("note", report.notes);
    return report.skipped.length + report.notes.length;
  } finally {
    closeSync(fd);
  }
};
