// What an import tells its operator (issue 14 §1, issue 30): rows read, loaded and skipped by reason,
// with the file and line of every skipped row; releases refused whole; what it noted on rows it did
// load (a value it does not know, a field cut, a file read as Latin-1); and the time it took. Data
// never disappears or changes silently.

import type { ImportMessageId } from "@portolan/core";
import type { CompanyResolutionReport } from "../trade-import-port.ts";

export type SkipReason = ImportMessageId;

export interface SkippedRow {
  readonly file: string;
  /** 0 for a whole file (no line of it was read). */
  readonly line: number;
  readonly reason: SkipReason;
  readonly column?: string;
  /** How many lines a note on a whole file stands for (lines read as Latin-1). */
  readonly count?: number;
}

/** Something the importer noted on data it loaded: the row is in, changed or unknown as said. */
export type NotedRow = SkippedRow;

export interface ImportReport {
  releasesLoaded: number;
  releasesAlreadyIn: number;
  /** Releases with a missing or unreadable table: nothing of them is stored or recorded (D301). */
  releasesRefused: number;
  /** Releases already in that were read again (reload). */
  releasesReloaded: number;
  files: number;
  rowsRead: number;
  rowsLoaded: number;
  shipmentsAdded: number;
  readonly skipped: SkippedRow[];
  readonly notes: NotedRow[];
  companies?: CompanyResolutionReport;
  seconds: number;
}

export const emptyReport = (): ImportReport => ({
  releasesLoaded: 0,
  releasesAlreadyIn: 0,
  releasesRefused: 0,
  releasesReloaded: 0,
  files: 0,
  rowsRead: 0,
  rowsLoaded: 0,
  shipmentsAdded: 0,
  skipped: [],
  notes: [],
  seconds: 0,
});

/** The skipped rows counted per reason, the most frequent first. */
export const skipsByReason = (report: {
  readonly skipped: readonly SkippedRow[];
}): readonly (readonly [SkipReason, number])[] => {
  const counts = new Map<SkipReason, number>();
  for (const s of report.skipped) counts.set(s.reason, (counts.get(s.reason) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
};
