// Export jobs (issue 15 "Exports"): what can be exported, how many rows an export will write, how
// far along it is, when an unfinished one has lost its provider and when a finished one is deleted.
// Time is an argument (epoch ms).

import { EXPORT_RETENTION_MS, EXPORT_STALE_MS } from "../constants/exports.ts";
import { isoDateOf } from "../search/iso-date.ts";

export const EXPORT_STATUSES = ["queued", "running", "done", "failed"] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** The tables of a company profile that export (the profile's lists and its monthly series). */
export const PROFILE_TABLES = ["partners", "hsCodes", "ports", "lanes", "monthly"] as const;
export type ProfileTable = (typeof PROFILE_TABLES)[number];

/** What an export holds: a search's records, a firm's partner report, or one table of its profile. */
export type ExportKind = "search" | "partners" | "profile";

/** The rows an export will write: the matches, cut at the caller's export row limit (spec §6). */
export const exportRowsExpected = (matches: number, rowLimit: number): number =>
  Math.max(0, Math.min(Math.floor(matches), Math.floor(rowLimit)));

/** One file of an export: where it starts in the matches and how many rows it holds. */
export interface ExportFilePage {
  readonly offset: number;
  readonly rows: number;
}

/**
 * File `page` (1-based) of the matches cut in files of `rowLimit` rows (an API export's `current`,
 * D321): page 1 is always there (empty when nothing matched); a page past the last match is
 * undefined, so that it is refused rather than answered with an empty file.
 */
export const exportFilePage = (
  matches: number,
  rowLimit: number,
  page: number,
): ExportFilePage | undefined => {
  const limit = Math.max(0, Math.floor(rowLimit));
  const found = Math.max(0, Math.floor(matches));
  const offset = (Math.max(1, Math.floor(page)) - 1) * limit;
  if (offset > 0 && offset >= found) return undefined;
  return { offset, rows: Math.max(0, Math.min(limit, found - offset)) };
};

/** How many files of `rowLimit` rows the matches fill (at least one). */
export const exportFileCount = (matches: number, rowLimit: number): number =>
  rowLimit <= 0 ? 1 : Math.max(1, Math.ceil(Math.max(0, matches) / rowLimit));

/** How far an export is, 0 to 100 (whole percent); an export of no rows is as far as it is done. */
export const exportPercent = (written: number, expected: number, done: boolean): number => {
  if (done) return 100;
  if (expected <= 0) return 0;
  // Never 100 before the file is closed: the last rows written are not yet a file to download.
  return Math.min(99, Math.max(0, Math.floor((written / expected) * 100)));
};

export interface ExportLife {
  readonly status: ExportStatus;
  /** The last sign of life of an unfinished export, or its creation. */
  readonly heartbeatAt: number;
  readonly finishedAt?: number | undefined;
}

/** An export queued or running whose provider has given no sign of life for EXPORT_STALE_MS. */
export const isExportStale = (job: ExportLife, now: number): boolean =>
  (job.status === "queued" || job.status === "running") && now - job.heartbeatAt > EXPORT_STALE_MS;

/** A finished export (done or failed) older than EXPORT_RETENTION_MS: its file and entry go. */
export const isExportExpired = (job: ExportLife, now: number): boolean =>
  job.finishedAt !== undefined && now - job.finishedAt > EXPORT_RETENTION_MS;

/** The file's name: what it holds, the day it was made, the format ("portolan-partners-2026-11-26.xlsx"). */
export const exportFileName = (
  subject: { readonly kind: ExportKind; readonly table?: ProfileTable | undefined },
  format: "csv" | "xlsx",
  createdAt: number,
): string => {
  const what =
    subject.kind === "search"
      ? "shipments"
      : subject.kind === "partners"
        ? "partners"
        : `profile-${subject.table}`;
  return `portolan-${what}-${isoDateOf(createdAt)}.${format}`;
};
