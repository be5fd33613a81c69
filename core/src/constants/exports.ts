// Export jobs (issue 15 "Exports": a progress bar for long ones and a list of past exports). The
// row limits themselves are spec §6's, in paging.ts.

/** A finished export's file is kept this long, then deleted with its entry (decision D217). */
export const EXPORT_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
/** A running export writes a sign of life at least this often. */
export const EXPORT_HEARTBEAT_MS = 5_000;
/** An export unfinished with no sign of life for this long lost its provider: it is marked failed. */
export const EXPORT_STALE_MS = 60_000;
/** An account's exports queued or running at once; one more is refused until one ends. */
export const EXPORTS_IN_PROGRESS_MAX = 3;
/** How many of an account's exports the list shows, newest first. */
export const EXPORTS_LISTED = 50;
/** How often a screen asks again while one of its exports is unfinished. */
export const EXPORT_POLL_MS = 1_000;
