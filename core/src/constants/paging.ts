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
