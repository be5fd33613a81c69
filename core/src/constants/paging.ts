// Paging and formats of spec §9.

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_CHOICES = [20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZE_CHOICES)[number];
/** No result page beyond this one can be requested. */
export const MAX_TOP_PAGE = 1_000;
export const DOWNLOAD_PAGE_SIZE = 1_000;
/** Dates on the wire and on screen (Unicode pattern). */
export const DATE_FORMAT = "yyyy-MM-dd";
/** Export row limits (spec §6, §9): admin and superuser, a free member, and everyone else. */
export const EXPORT_ROW_LIMIT_STAFF = 1_000;
export const EXPORT_ROW_LIMIT_FREE_MEMBER = 20;
export const EXPORT_ROW_LIMIT_DEFAULT = 1_000;
/**
 * Matching shipments are counted exactly up to this many; beyond it the total is an estimate that
 * the screen marks as one ("about 1.2 million"), since counting millions of matches exactly takes
 * seconds on a row store (issue 14 §4).
 */
export const EXACT_COUNT_LIMIT = 10_000;
