// The export jobs' storage (issue 15 "Exports"): an account's exports with their progress, kept
// beside the accounts so that every provider process on the database sees them.
import type { ExportSubject } from "@portolan/contracts";
import type { ExportStatus, Locale } from "@portolan/core";

export interface StoredExportJob {
  readonly id: number;
  readonly accountId: number;
  readonly subject: ExportSubject;
  readonly format: "csv" | "xlsx";
  readonly locale: Locale;
  readonly status: ExportStatus;
  readonly reason: string | null;
  readonly rowsWritten: number;
  readonly rowsExpected: number;
  /** What the search or list found when the export started; null for exports made before it was kept. */
  readonly matches: number | null;
  readonly bytes: number | null;
  readonly fileName: string;
  readonly createdAt: number;
  readonly heartbeatAt: number;
  readonly finishedAt: number | null;
}

export interface NewExportJob {
  readonly accountId: number;
  readonly subject: ExportSubject;
  readonly format: "csv" | "xlsx";
  readonly locale: Locale;
  readonly rowsExpected: number;
  readonly matches: number;
  readonly fileName: string;
  readonly at: number;
}

export interface ExportJobStore {
  /**
   * Queues the export unless its account has `max` exports queued or running already ("full"). The
   * count and the write are one transaction: requests at once, on any provider, never pass `max`.
   */
  readonly createIfUnder: (job: NewExportJob, max: number) => Promise<StoredExportJob | "full">;
  /** The account's exports, newest first, at most `limit`. */
  readonly ofAccount: (accountId: number, limit: number) => Promise<readonly StoredExportJob[]>;
  /** One of the account's exports (never another account's). */
  readonly find: (accountId: number, id: number) => Promise<StoredExportJob | undefined>;
  /** Every export queued or running, of any account. */
  readonly unfinished: () => Promise<readonly StoredExportJob[]>;
  /** Finished exports that finished before `at`. */
  readonly finishedBefore: (at: number) => Promise<readonly StoredExportJob[]>;
  /** Marks a queued export running; false when it is not queued any more (failed as stale, say). */
  readonly start: (id: number, at: number) => Promise<boolean>;
  /** Rows written so far, and a sign of life. */
  readonly progress: (id: number, rowsWritten: number, at: number) => Promise<void>;
  /** A sign of life of an export queued or running in a living process. */
  readonly heartbeat: (id: number, at: number) => Promise<void>;
  readonly finish: (id: number, rowsWritten: number, bytes: number, at: number) => Promise<void>;
  /** Marks an unfinished export failed with a message id; false when it had finished already. */
  readonly fail: (id: number, reason: string, at: number) => Promise<boolean>;
  readonly remove: (id: number) => Promise<void>;
}
