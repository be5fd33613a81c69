// The partners report's address (issue 15 "the whole state lives in the address"): the firm and its
// data sets, the order and the page of its partners; before a firm is chosen, the firm search
// (words, side, data sets). Back, forward, reload and a shared link give the same screen.
import {
  nextPartnerOrder,
  type PageSize,
  type PartnerOrder,
  type PartnerSortField,
  partnerOrderParams,
  readPartnerOrder,
} from "@portolan/core";

export const REPORT_PATH = "/shipments/partners-report";

export type FirmRole = "importer" | "exporter";

/** The firm search before a firm is chosen. */
export interface FirmSearch {
  readonly datasets: string;
  readonly role: FirmRole;
  readonly words: string;
}

/** The report of one firm: the call's request as the address holds it. */
export interface ReportRequest {
  readonly id: string;
  readonly datasets: string;
  readonly sort?: string;
  readonly order?: string;
  readonly current?: string;
  readonly pageSize?: string;
}

export type ReportState =
  | { readonly view: "report"; readonly request: ReportRequest; readonly order: PartnerOrder }
  | { readonly view: "search"; readonly search: FirmSearch | undefined };

const value = (query: URLSearchParams, key: string): string | undefined => {
  const v = query.get(key)?.trim();
  return v === undefined || v === "" ? undefined : v;
};

/** What the address shows: a firm's report, or the firm search (with its words when made). */
export const reportStateOf = (query: URLSearchParams): ReportState => {
  const id = value(query, "id");
  const datasets = value(query, "datasets");
  if (id !== undefined && datasets !== undefined) {
    const request: Record<string, string> = { id, datasets };
    for (const key of ["sort", "order", "current", "pageSize"] as const) {
      const v = value(query, key);
      if (v !== undefined) request[key] = v;
    }
    return {
      view: "report",
      request: request as unknown as ReportRequest,
      order: readPartnerOrder(request.sort, request.order),
    };
  }
  const words = value(query, "q");
  return {
    view: "search",
    search:
      words === undefined || datasets === undefined
        ? undefined
        : { datasets, role: query.get("role") === "exporter" ? "exporter" : "importer", words },
  };
};

/** The address of a firm search. */
export const searchAddress = (search: FirmSearch): string =>
  `${REPORT_PATH}?${new URLSearchParams({ datasets: search.datasets, role: search.role, q: search.words.trim() })}`;

/** A firm's report over the data sets, in the report's own order, from its first page. */
export const reportAddress = (id: number, datasets: string): string =>
  `${REPORT_PATH}?${new URLSearchParams({ id: String(id), datasets })}`;

const withOrder = (request: ReportRequest, order: PartnerOrder): URLSearchParams => {
  const params = new URLSearchParams({ id: request.id, datasets: request.datasets });
  for (const [k, v] of partnerOrderParams(order)) params.set(k, v);
  if (request.pageSize !== undefined) params.set("pageSize", request.pageSize);
  return params;
};

/** The same report ordered after a click on a column, from its first page. */
export const sortAddress = (request: ReportRequest, field: PartnerSortField): string =>
  `${REPORT_PATH}?${withOrder(request, nextPartnerOrder(readPartnerOrder(request.sort, request.order), field))}`;

/** The same report at another page or page size. */
export const pageAddress = (request: ReportRequest, page: number, pageSize?: PageSize): string => {
  const params = withOrder(request, readPartnerOrder(request.sort, request.order));
  if (pageSize !== undefined) params.set("pageSize", String(pageSize));
  if (page > 1) params.set("current", String(page));
  return `${REPORT_PATH}?${params}`;
};
