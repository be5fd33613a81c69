// The trade store's reading side (issue 14 §2): a typed query from core in, the contracts' shapes
// out, never SQL. Both engines (SQLite embedded, ClickHouse for scale) implement it, held to one
// conformance suite; the engine is chosen once at start.

import type {
  BuyerRow,
  CompanyHit,
  CompanyProfile,
  DirectoryRow,
  FacetCount,
  MonthPoint,
  PartnerRow,
  TradeBill,
  TradeParty,
  TradeRecord,
} from "@portolan/contracts";
import type {
  BroadQueryRefusal,
  BuyerOrder,
  DirectorySearch,
  PartnerOrder,
  TradeFacet,
  TradeQuery,
} from "@portolan/core";

export interface TradePage {
  /**
   * Set when the engine cannot answer this page or order of a broad search in its budget (core's
   * broadQueryRefusal; records then empty): the caller refuses the query with that message.
   */
  readonly tooBroad?: BroadQueryRefusal;
  /** Matching shipments: exact up to core's EXACT_COUNT_LIMIT, beyond it an estimate. */
  readonly total: number;
  readonly totalExact: boolean;
  readonly records: readonly TradeRecord[];
}

export type FacetAnswer = { readonly [F in Exclude<TradeFacet, "monthly">]?: readonly FacetCount[] } & {
  readonly monthly?: readonly MonthPoint[];
  /** True when the figures are scaled from a sample of the matches (a broad query). */
  readonly estimated: boolean;
};

export interface TradeStore {
  /** One page of the shipments that count, in the query's order, ties by data set and source id. */
  readonly search: (query: TradeQuery) => Promise<TradePage>;
  /** The query's records from `offset` in its order, at most `limit` (exports read in pages of 1000). */
  readonly records: (query: TradeQuery, offset: number, limit: number) => Promise<readonly TradeRecord[]>;
  /** Firms' display names by id (an export's columns beside the names as written, issue 31 item 2); unknown ids are left out. */
  readonly firmNames: (ids: readonly number[]) => Promise<ReadonlyMap<number, string>>;
  /**
   * The top `top` of each facet asked (by shipments, ties by key) and the monthly series; the ports
   * facet the top PORT_FACET_CODES codes, which the handler adds up by port before keeping `top` (D350).
   */
  readonly facets: (query: TradeQuery, facets: readonly TradeFacet[], top: number) => Promise<FacetAnswer>;
  /** One shipment by its id, with its source's tables; undefined when there is none. */
  readonly bill: (id: number) => Promise<TradeBill | undefined>;
  /** The firms on one side of the shipments a query finds, the busiest first, ties by id. */
  readonly companies: (
    query: TradeQuery,
    role: "importer" | "exporter",
  ) => Promise<{ readonly total: number; readonly records: readonly CompanyHit[] }>;
  /**
   * A firm over the data sets given, with its info fields (firm-views.ts) and its latest shipments
   * (newest first, ties by data set and source id); undefined for an unknown firm.
   */
  readonly companyProfile: (
    id: number,
    datasets: readonly string[],
    top: number,
  ) => Promise<CompanyProfile | undefined>;
  /** A firm's partners over the data sets given, in the order asked (core's comparePartners); undefined for an unknown firm. */
  readonly partners: (
    id: number,
    datasets: readonly string[],
    order: PartnerOrder,
    page: number,
    pageSize: number,
  ) => Promise<
    | {
        readonly company: TradeParty;
        readonly total: number;
        readonly shipments: number;
        readonly records: readonly PartnerRow[];
      }
    | undefined
  >;
  /**
   * Buyer search (D260): the importers of the shipments a query finds, in the order asked (core's
   * compareBuyers), one page, each with its top suppliers in those shipments and its info fields
   * from its own consignee rows; `asOf` is the newest shipment found. Firms flagged as forwarders
   * are left out unless `forwarders` is true, and counted in `forwardersHidden` (D310).
   */
  readonly buyers: (
    query: TradeQuery,
    order: BuyerOrder,
    forwarders: boolean,
  ) => Promise<{
    readonly total: number;
    readonly asOf?: string;
    readonly forwardersHidden: number;
    readonly records: readonly BuyerRow[];
  }>;
  /**
   * Trade search's directory (D261): the firms of the data sets found by name, goods or a contact
   * number (every firm without words), busiest first, ties by id, one page with info fields.
   */
  readonly directory: (
    search: DirectorySearch,
  ) => Promise<{ readonly total: number; readonly records: readonly DirectoryRow[] }>;
}
