// Paging and formats of spec §9.

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_CHOICES = [20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZE_CHOICES)[number];
/** No result page beyond this one can be requested. */
export const MAX_TOP_PAGE = 1_000;
export const DOWNLOAD_PAGE_SIZE = 1_000;
/** Dates on the wire and on screen (Unicode pattern). */
export const DATE_FORMAT = "yyyy-MM-dd";
/**
 * Export row limits, rows per file (spec §6 read with issue 31 item 2, D321): a free member gets a
 * sample of 20; staff and every package 10,000, the window a broad search pages in (EXACT_COUNT_LIMIT).
 * §6's 1,000 is the download page (DOWNLOAD_PAGE_SIZE): the rows read at a time.
 */
export const EXPORT_ROW_LIMIT_STAFF = 10_000;
export const EXPORT_ROW_LIMIT_FREE_MEMBER = 20;
export const EXPORT_ROW_LIMIT_DEFAULT = 10_000;
/**
 * Matching shipments are counted exactly up to this many; beyond it the total is an estimate that
 * the screen marks as one ("about 1.2 million"), since counting millions of matches exactly takes
 * seconds on a row store (issue 14 §4).
 */
export const EXACT_COUNT_LIMIT = 10_000;
/**
 * How many port codes a search's ports facet gathers before a port's codes are added up and the top
 * ports kept (D350): cut before adding, Shanghai under CNSHA and 57035 would rank by one code's share.
 */
export const PORT_FACET_CODES = 1_000;
