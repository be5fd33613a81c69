// The search screen's address: the whole query lives in it (back, forward, reload and a shared link
// give the same screen), under the names the provider's search call reads (core's readTradeQuery).
import type { PageSize, ShipmentSearchKind } from "@portolan/core";

export const SEARCH_PATH = "/shipments/search";

/** What the form holds: the data sets, the kind, the words, the dates and the filters. */
export interface SearchForm {
  readonly datasets: readonly string[];
  readonly kind: ShipmentSearchKind;
  readonly keyword: string;
  readonly from: string;
  readonly to: string;
  /** An HS chapter or heading (the picker), or a code typed in a facet: 2 to 10 digits, or "". */
  readonly hs: string;
  readonly origins: readonly string[];
  readonly destinations: readonly string[];
  /** UN/LOCODEs. */
  readonly ports: readonly string[];
  /** Weight (kg) and value (USD) bounds as typed: checked by core's rangeIssue before a search. */
  readonly wmin: string;
  readonly wmax: string;
  readonly vmin: string;
  readonly vmax: string;
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
  "wmin",
  "wmax",
  "vmin",
  "vmax",
  "sort",
  "order",
  "current",
  "pageSize",
  // An alert's link (issue 16): one firm's shipments, those loaded in a range of bill ids.
  "firm",
  "newAfter",
  "newUpTo",
] as const;
type QueryKey = (typeof QUERY_KEYS)[number];

/** The filters a facet sets (a click on a country, a port or an HS code). */
export const FILTER_KEYS = ["hs", "origin", "destination", "port"] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
/** What a chip removes: a facet's filter (one value of a list), or a range's two bounds. */
export type ChipKey = FilterKey | "weight" | "value";
export type SearchRequest = Partial<Record<QueryKey, string>> & {
  readonly datasets: string;
};

const list = (value: string | undefined): readonly string[] =>
  value === undefined ? [] : value.split(",").filter((v) => v.trim() !== "");

/** The form of the address's search (or of no search: empty but for the data sets given). */
export const formOf = (request: SearchRequest | undefined, datasets: readonly string[] = []): SearchForm => ({
  datasets: request === undefined ? datasets : list(request.datasets),
  kind: (request?.kind as ShipmentSearchKind | undefined) ?? "description",
  keyword: request?.keyword ?? "",
  from: request?.startTime ?? "",
  to: request?.endTime ?? "",
  hs: request?.hs ?? "",
  origins: list(request?.origin),
  destinations: list(request?.destination),
  ports: list(request?.port),
  wmin: request?.wmin ?? "",
  wmax: request?.wmax ?? "",
  vmin: request?.vmin ?? "",
  vmax: request?.vmax ?? "",
});

/** The address of a new search (its first page, the page size and order kept). */
export const searchAddress = (form: SearchForm, keep: Partial<SearchRequest> = {}): string => {
  const params = new URLSearchParams({ datasets: form.datasets.join(","), kind: form.kind });
  const put = (key: QueryKey, value: string) => {
    if (value.trim() !== "") params.set(key, value.trim());
  };
  put("keyword", form.keyword);
  put("startTime", form.from);
  put("endTime", form.to);
  put("hs", form.hs);
  put("origin", form.origins.join(","));
  put("destination", form.destinations.join(","));
  put("port", form.ports.join(","));
  put("wmin", form.wmin);
  put("wmax", form.wmax);
  put("vmin", form.vmin);
  put("vmax", form.vmax);
  for (const key of ["sort", "order", "pageSize"] as const) put(key, keep[key] ?? "");
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

/**
 * The same search without what a chip stands for, from its first page: one value of a list filter
 * (the others stay), the whole filter otherwise, or both bounds of a range.
 */
export const withoutAddress = (request: SearchRequest, key: ChipKey, value?: string): string => {
  if (key === "weight" || key === "value") {
    const params = new URLSearchParams(request as Record<string, string>);
    const [min, max] = key === "weight" ? ["wmin", "wmax"] : ["vmin", "vmax"];
    params.delete(min as string);
    params.delete(max as string);
    params.delete("current");
    return `${SEARCH_PATH}?${params}`;
  }
  const rest = list(request[key]).filter((v) => v !== value);
  return filterAddress(request, key, value === undefined || rest.length === 0 ? undefined : rest.join(","));
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

/** The same search over every shipment, not only an alert's new ones. */
export const allLoadedAddress = (request: SearchRequest): string => {
  const params = new URLSearchParams(request as Record<string, string>);
  params.delete("newAfter");
  params.delete("newUpTo");
  params.delete("current");
  return `${SEARCH_PATH}?${params}`;
};

/** A shipment's detail screen. */
export const billAddress = (id: number): string => `/shipments/bill?id=${id}`;

/** A firm's profile over the data sets searched. */
export const companyAddress = (id: number, datasets: string): string =>
  `/shipments/company?${new URLSearchParams({ id: String(id), datasets })}`;
