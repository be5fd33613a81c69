// What an import tells its operator (issue 14 §1): rows read, loaded and skipped by reason, with
// the file and line of every skipped row, and the time it took. Data never disappears silently.

import type { ImportMessageId } from "@portolan/core";

export type SkipReason = ImportMessageId;

export interface SkippedRow {
  readonly file: string;
  /** 0 for a whole file (no line of it was read). */
  readonly line: number;
  readonly reason: SkipReason;
  readonly column?: string;
}

export interface ImportReport {
  releasesLoaded: number;
  releasesAlreadyIn: number;
  files: number;
  rowsRead: number;
  rowsLoaded: number;
  shipmentsAdded: number;
  readonly skipped: SkippedRow[];
  companies?: { readonly names: number; readonly companies: number; readonly merges: number };
  seconds: number;
}

export const emptyReport = (): ImportReport => ({
  releasesLoaded: 0,
  releasesAlreadyIn: 0,
  files: 0,
  rowsRead: 0,
  rowsLoaded: 0,
  shipmentsAdded: 0,
  skipped: [],
  seconds: 0,
});

/** The skipped rows counted per reason, the most frequent first. */
export const skipsByReason = (report: ImportReport): readonly (readonly [SkipReason, number])[] => {
  const counts = new Map<SkipReason, number>();
  for (const s of report.skipped) counts.set(s.reason, (counts.get(s.reason) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
};
