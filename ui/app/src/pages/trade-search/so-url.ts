// Trade search keeps its search in the address under the transformer's names (spec §3: keyword,
// searchType, the page as current, pageSize), so a reload or a shared link gives the same screen.
import {
  DIRECTORY_MATCH,
  DIRECTORY_SEARCH_TYPE,
  type DirectoryMatch,
  type PageSize,
  searchTypeCode,
} from "@portolan/core";

export const SO_PATH = "/so";
const KEYS = ["keyword", "searchType", "current", "pageSize"] as const;
export type SoRequest = Partial<Record<(typeof KEYS)[number], string>>;

export const soRequestOf = (query: URLSearchParams): SoRequest => {
  const out: Record<string, string> = {};
  for (const key of KEYS) {
    const value = query.get(key)?.trim();
    if (value !== undefined && value !== "") out[key] = value;
  }
  return out;
};

/** What the address searches in, read as the provider reads it (core's transformer). */
export const matchOf = (request: SoRequest): DirectoryMatch =>
  DIRECTORY_MATCH[searchTypeCode(request.searchType)];

/** The address of a search: words and kind, from the first page, the page size kept. */
export const soAddress = (words: string, match: DirectoryMatch, pageSize?: string): string => {
  const params = new URLSearchParams();
  if (words.trim() !== "") params.set("keyword", words.trim());
  if (match !== "name") params.set("searchType", DIRECTORY_SEARCH_TYPE[match]);
  if (pageSize !== undefined) params.set("pageSize", pageSize);
  const text = params.toString();
  return text === "" ? SO_PATH : `${SO_PATH}?${text}`;
};

export const soPageAddress = (request: SoRequest, page: number, pageSize?: PageSize): string => {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = key === "current" ? (page === 1 ? undefined : String(page)) : request[key];
    const chosen = key === "pageSize" && pageSize !== undefined ? String(pageSize) : value;
    if (chosen !== undefined) params.set(key, chosen);
  }
  return `${SO_PATH}?${params}`;
};
