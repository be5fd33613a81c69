// The search screen's address: the whole query lives in it (back, forward, reload and a shared link
// give the same screen), under the names the provider's search call reads (core's readTradeQuery).
import { PAGE_SIZE_CHOICES, type PageSize, type ShipmentSearchKind } from "@portolan/core";

export const SEARCH_PATH = "/shipments/search";

/** What the form holds: the data set, the kind, the words and the date range. */
export interface SearchForm {
  readonly dataset: string;
  readonly kind: ShipmentSearchKind;
  readonly keyword: string;
  readonly from: string;
  readonly to: string;
}

/** The keys of the address the screen reads; anything else in it is left out of the call. */
const QUERY_KEYS = [
  "datasets",
  "kind",
  "keyword",
  "startTime",
  "endTime",
  "hs",
  "origin",
  "destination",
  "port",
  "sort",
  "order",
  "current",
  "pageSize",
] as const;

/** The filters a facet sets (a click on a country, a port or an HS code), shown as removable chips. */
export const FILTER_KEYS = ["hs", "origin", "destination", "port"] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type SearchRequest = Partial<Record<(typeof QUERY_KEYS)[number], string>> & {
  readonly datasets: string;
};

/** The address of a new search (its first page, the page size kept). */
export const searchAddress = (form: SearchForm, pageSize?: string): string => {
  const params = new URLSearchParams({ datasets: form.dataset, kind: form.kind });
  if (form.keyword.trim() !== "") params.set("keyword", form.keyword.trim());
  if (form.from !== "") params.set("startTime", form.from);
  if (form.to !== "") params.set("endTime", form.to);
  if (pageSize !== undefined) params.set("pageSize", pageSize);
  return `${SEARCH_PATH}?${params}`;
};

/** The address's search, or undefined before a search is made (no data set in it). */
export const searchRequestOf = (query: URLSearchParams): SearchRequest | undefined => {
  const datasets = query.get("datasets");
  if (datasets === null || datasets.trim() === "") return undefined;
  const request: Record<string, string> = { datasets };
  for (const key of QUERY_KEYS) {
    const value = query.get(key);
    if (value !== null && value !== "") request[key] = value;
  }
  return request as SearchRequest;
};

/** The same search at another page or page size. */
export const pageAddress = (request: SearchRequest, page: number, pageSize?: PageSize): string => {
  const params = new URLSearchParams(request as Record<string, string>);
  params.set("current", String(page));
  if (pageSize !== undefined) params.set("pageSize", String(pageSize));
  return `${SEARCH_PATH}?${params}`;
};

/** The same search narrowed by a filter (or without it, for `undefined`), from its first page. */
export const filterAddress = (request: SearchRequest, key: FilterKey, value: string | undefined): string => {
  const params = new URLSearchParams(request as Record<string, string>);
  if (value === undefined) params.delete(key);
  else params.set(key, value);
  params.delete("current");
  return `${SEARCH_PATH}?${params}`;
};

/** What the facets are asked with: the search without its page and order. */
export const facetsRequestOf = (request: SearchRequest): SearchRequest => {
  const { current: _, pageSize: __, sort: ___, order: ____, ...rest } = request;
  return rest;
};

export type SortField = "date" | "weight" | "value";

/** How the results are ordered: newest first unless the address says otherwise. */
export const sortOf = (
  request: SearchRequest,
): { readonly field: SortField; readonly descending: boolean } => ({
  field: request.sort === "weight" || request.sort === "value" ? request.sort : "date",
  descending: request.order !== "asc",
});

/**
 * The same search ordered by a column, from its first page: a click on the column it is ordered by
 * turns the order round; on another column it orders by that one, largest or newest first.
 */
export const sortAddress = (request: SearchRequest, field: SortField): string => {
  const current = sortOf(request);
  const descending = current.field === field ? !current.descending : true;
  const params = new URLSearchParams(request as Record<string, string>);
  params.delete("current");
  params.delete("sort");
  params.delete("order");
  if (field !== "date") params.set("sort", field);
  if (!descending) params.set("order", "asc");
  return `${SEARCH_PATH}?${params}`;
};

export const PAGE_SIZES: readonly PageSize[] = PAGE_SIZE_CHOICES;

/** A shipment's detail screen. */
export const billAddress = (id: number): string => `/shipments/bill?id=${id}`;

/** A firm's profile over the data sets searched. */
export const companyAddress = (id: number, datasets: string): string =>
  `/shipments/company?${new URLSearchParams({ id: String(id), datasets })}`;
