// Paging limits of spec §9. Decision "Out-of-range paging is clamped": the transformer never
// rejects; a page is clamped into [1, MAX_TOP_PAGE], an unknown page size becomes the default.
import {
  DOWNLOAD_PAGE_SIZE,
  MAX_TOP_PAGE,
  PAGE_SIZE_CHOICES,
  PAGE_SIZE_DEFAULT,
  type PageSize,
} from "../constants/paging.ts";

const toNumber = (raw: unknown): number =>
  typeof raw === "number" ? raw : typeof raw === "string" && raw.trim() !== "" ? Number(raw) : Number.NaN;

/** The raw value as a whole page number, or undefined when it is not a finite number. */
export const readPage = (raw: unknown): number | undefined => {
  const n = toNumber(raw);
  return Number.isFinite(n) ? Math.trunc(n) : undefined;
};

/** A page number in [1, MAX_TOP_PAGE]; anything unreadable is page 1. */
export const clampPage = (raw: unknown): number => {
  const n = readPage(raw);
  return n === undefined ? 1 : Math.min(MAX_TOP_PAGE, Math.max(1, n));
};

export const isPageSize = (n: unknown): n is PageSize => PAGE_SIZE_CHOICES.some((size) => size === n);

/** One of the page-size choices; anything else is the default. */
export const normalizePageSize = (raw: unknown): PageSize => {
  const n = toNumber(raw);
  return isPageSize(n) ? n : PAGE_SIZE_DEFAULT;
};

/** Paging of a download request: the same page clamping, always DOWNLOAD_PAGE_SIZE rows. */
export const downloadPaging = (page: unknown): { readonly current: number; readonly pageSize: number } => ({
  current: clampPage(page),
  pageSize: DOWNLOAD_PAGE_SIZE,
});

/**
 * The pages a result of `total` rows can show at `pageSize` a page: at least one, at most
 * MAX_TOP_PAGE; `capped` when the rows go on past that last page (the screen says so).
 */
export const resultPages = (
  total: number,
  pageSize: number,
): { readonly last: number; readonly capped: boolean } => {
  const needed = Math.max(1, Math.ceil(total / pageSize));
  return { last: Math.min(needed, MAX_TOP_PAGE), capped: needed > MAX_TOP_PAGE };
};
