// Trade search (spec §2.6 {home}/so, §6 trade search 64; §3 search parameter transformer; issue 16):
// a company directory over the firms of the data sets a package owns, found by name, by the goods
// they trade, or by a website or e-mail their bills give (decision D261). The words, page and kind
// are read by the spec's transformer: searchType com-all (0) looks everywhere, website-email (2) in
// the contact numbers, anything else (1) in the names.

import type { PageSize } from "../constants/paging.ts";
import { MAX_TOP_PAGE } from "../constants/paging.ts";
import { decomposePermissionValue } from "../permissions/permission-value.ts";
import { type SearchTypeCode, transformSearchParams } from "../search/search-params.ts";
import { normaliseText } from "./text-normalise.ts";

export type DirectoryMatch = "all" | "name" | "contact";

/** The transformer's code of each kind of search. */
export const DIRECTORY_MATCH: Readonly<Record<SearchTypeCode, DirectoryMatch>> = {
  0: "all",
  1: "name",
  2: "contact",
};

/** The transformer's searchType word of each kind (what the screen puts in its address). */
export const DIRECTORY_SEARCH_TYPE: Readonly<Record<DirectoryMatch, string>> = {
  all: "com-all",
  name: "name",
  contact: "website-email",
};

export interface DirectorySearch {
  readonly datasets: readonly string[];
  readonly match: DirectoryMatch;
  /** The words as typed (trimmed); absent: every firm of the data sets, the busiest first. */
  readonly text?: string;
  readonly page: number;
  readonly pageSize: PageSize;
}

export type DirectoryIssue = "trade.query.noDataset";

type Raw = Readonly<Record<string, string | undefined>>;

/**
 * A directory search from URL parameters (`keyword`, `searchType`, `current`, `pageSize`) over the
 * data sets given; the page is sent as `current`, which the transformer reads as its `page`.
 */
export const readDirectorySearch = (
  raw: Raw,
  datasets: readonly string[],
): { ok: true; value: DirectorySearch } | { ok: false; issues: DirectoryIssue[] } => {
  if (datasets.length === 0) return { ok: false, issues: ["trade.query.noDataset"] };
  const t = transformSearchParams({ ...raw, page: raw.current });
  return {
    ok: true,
    value: {
      datasets,
      match: DIRECTORY_MATCH[t.searchType],
      ...(t.keyword === undefined ? {} : { text: t.keyword }),
      page: Math.min(MAX_TOP_PAGE, t.current),
      pageSize: t.pageSize,
    },
  };
};

/**
 * Whether a contact number holds the words: both folded (case, accents, punctuation), so
 * "acme.example" finds "OPS@ACME.EXAMPLE" — a website is searched as the domain of the e-mails.
 */
export const contactMatches = (number: string, text: string): boolean => {
  const words = normaliseText(text);
  return words !== "" && normaliseText(number).includes(words);
};

/** Trade search needs its feature in the membership number (spec §6: trade search 64). */
export const mayUseTradeSearch = (membership: number): boolean => {
  const value = decomposePermissionValue(membership);
  return value.ok && value.value.features.includes("TRADE_SO");
};
