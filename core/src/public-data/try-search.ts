// The public try-search (issue 15): a visitor who is not signed in types a few goods words and sees
// the first rows of one public sample data set, the count of all matches, the party names masked
// (name-mask.ts) and the figures a customer pays for left out; the rest is for registered users.

import { maskName } from "./name-mask.ts";

/** The one data set a visitor may try: US sea imports (bills of lading). */
export const TRY_SEARCH_DATASET = "IMP_USA_BL_SEA";
/** How many rows a try shows. */
export const TRY_SEARCH_ROWS = 5;
/** The longest words a try takes, in characters (a few goods words, not a document). */
export const TRY_SEARCH_MAX_LENGTH = 60;

export type TrySearchIssue = "publicData.trySearch.empty" | "publicData.trySearch.tooLong";

/**
 * The words of a try: trimmed, runs of spaces made one. Refused when nothing searchable is left (no
 * letter or digit) or when longer than TRY_SEARCH_MAX_LENGTH.
 */
export const readTryWords = (
  raw: string | undefined,
): { ok: true; value: string } | { ok: false; issue: TrySearchIssue } => {
  const words = (raw ?? "").trim().replace(/\s+/gu, " ");
  if (!/[\p{L}\p{N}]/u.test(words)) return { ok: false, issue: "publicData.trySearch.empty" };
  if ([...words].length > TRY_SEARCH_MAX_LENGTH) return { ok: false, issue: "publicData.trySearch.tooLong" };
  return { ok: true, value: words };
};

/** What a shipment record carries that a try may show (the trade store's record, structurally). */
export interface TrySearchSource {
  readonly date: string;
  readonly importer?: { readonly name: string; readonly country?: string };
  readonly exporter?: { readonly name: string; readonly country?: string };
  readonly description?: string;
  readonly originCountry?: string;
  readonly unloadingPort?: string;
}

/** One row of a try: the date, the goods, the origin and the unloading port; names masked. */
export interface TrySearchRow {
  readonly date: string;
  readonly importer?: string;
  readonly exporter?: string;
  readonly description?: string;
  readonly originCountry?: string;
  readonly unloadingPort?: string;
}

/**
 * The fields of a record a try never shows (weights, quantities, values, the notify party, the
 * vessel, carrier and containers, the firms' ids that would open their profiles): a register prompt
 * stands in their place.
 */
export const TRY_SEARCH_HIDDEN = ["weightKg", "quantity", "valueUsd"] as const;

/** A record as a try shows it: only the fields of TrySearchRow, the names masked. */
export const trySearchRow = (r: TrySearchSource): TrySearchRow => ({
  date: r.date,
  ...(r.importer === undefined ? {} : { importer: maskName(r.importer.name) }),
  ...(r.exporter === undefined ? {} : { exporter: maskName(r.exporter.name) }),
  ...(r.description === undefined ? {} : { description: r.description }),
  ...(r.originCountry === undefined ? {} : { originCountry: r.originCountry }),
  ...(r.unloadingPort === undefined ? {} : { unloadingPort: r.unloadingPort }),
});
