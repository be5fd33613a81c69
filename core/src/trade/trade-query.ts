// The typed query of the trade data engine (issue 14 §2; spec §3 shipment search kinds, §9 paging):
// what every search, facet and export asks of the store, never SQL. Read from the URL's parameters
// (the data centre keeps the whole query there) and written back to them: a round trip.

import { MAX_TOP_PAGE, PAGE_SIZE_CHOICES, PAGE_SIZE_DEFAULT, type PageSize } from "../constants/paging.ts";
import { isIsoCountryCode } from "../datasets/iso-countries.ts";
import { TRADE_DATASET_CODE } from "../datasets/trade-dataset-codes.ts";
import { isIsoDate } from "../search/iso-date.ts";
import { isShipmentSearchKind, type ShipmentSearchKind } from "../search/search-kinds.ts";
// A port is named by a UN/LOCODE or a US customs code (Schedule K or D), as releases carry them.
import { PORT_CODE } from "./port-codes.ts";
import type { TradeQueryIssue } from "./trade-query-issues.ts";

export const TRADE_SORT_FIELDS = ["date", "weight", "value"] as const;
export type TradeSortField = (typeof TRADE_SORT_FIELDS)[number];
export const TRADE_FACETS = [
  "importers",
  "exporters",
  "hsCodes",
  "originCountries",
  "destinationCountries",
  "ports",
  "carriers",
  "monthly",
] as const;
export type TradeFacet = (typeof TRADE_FACETS)[number];

export interface NumberRange {
  readonly min?: number;
  readonly max?: number;
}

export interface TradeQuery {
  /** Customs data-set codes searched together (at least one). */
  readonly datasets: readonly string[];
  readonly kind: ShipmentSearchKind;
  /** What the kind searches for: goods text, an HS code prefix, a company name. */
  readonly text?: string;
  /** An HS filter besides the kind: 2 to 10 digits. */
  readonly hsPrefix?: string;
  /**
   * 4-digit HS headings the goods must be under: what a Chinese or Russian goods word names
   * (product-terms.ts), set by the server in place of the text; never read from the address.
   */
  readonly hsHeadings?: readonly string[];
  /** yyyy-MM-dd, inclusive, never after `to`. */
  readonly from?: string;
  readonly to?: string;
  /** ISO 3166 alpha-2 codes. */
  readonly origins: readonly string[];
  readonly destinations: readonly string[];
  /** Codes of loading or unloading ports: UN/LOCODEs or US customs codes (Schedule K or D). */
  readonly ports: readonly string[];
  readonly weightKg: NumberRange;
  readonly valueUsd: NumberRange;
  readonly sort: TradeSortField;
  readonly descending: boolean;
  /** 1 to MAX_TOP_PAGE. */
  readonly page: number;
  readonly pageSize: PageSize;
  /** One firm's side of the shipments (a tracked company's alerts, D231): its id in the store. */
  readonly firm?: FirmFilter;
  /**
   * Only the shipments loaded after bill id `after`, up to bill id `upTo` (ids are given in load
   * order, D230): what an alert's link shows.
   */
  readonly loaded?: LoadedRange;
}

export interface FirmFilter {
  readonly role: "importer" | "exporter";
  readonly id: number;
}

export interface LoadedRange {
  readonly after: number;
  readonly upTo: number;
}

type Raw = Readonly<Record<string, string | readonly string[] | undefined>>;

const firstOf = (v: Raw[string]): string | undefined => (Array.isArray(v) ? v[0] : (v as string | undefined));
const text = (v: Raw[string]): string | undefined => {
  const t = firstOf(v)?.trim();
  return t === undefined || t === "" ? undefined : t;
};
/**
 * A comma-separated list (or repeated parameter), upper-cased, de-duplicated, sorted; "bad" when an
 * entry is not of the pattern (D332: a filter that cannot be read is refused, never dropped).
 */
const codes = (v: Raw[string], pattern: RegExp): readonly string[] | "bad" => {
  const parts = (Array.isArray(v) ? v : v === undefined ? [] : [v]).flatMap((p: string) => p.split(","));
  const clean = parts.map((p) => p.trim().toUpperCase()).filter((p) => p !== "");
  if (clean.some((p) => !pattern.test(p))) return "bad";
  return [...new Set(clean)].sort();
};
/** Plain decimal digits up to 10^12, so that writing it back gives the same digits (no exponent). */
const amount = (v: Raw[string]): number | undefined | "bad" => {
  const t = text(v);
  if (t === undefined) return undefined;
  if (!/^\d+(\.\d+)?$/.test(t)) return "bad";
  const n = Number(t);
  return Number.isFinite(n) && n <= 1e12 ? n : "bad";
};

const HS_DIGITS = /^\d{2,10}$/;
const BILL_ID = /^(0|[1-9]\d{0,14})$/;
// Customs codes, SHIP_<country> and TRANSIT_<route> (D337).
const DATASET_CODE = TRADE_DATASET_CODE;
const COUNTRY_CODE = /^[A-Z]{2}$/;
const PAGE = /^[1-9]\d{0,5}$/;

/** "importer:42" or "exporter:42". */
const firmOf = (v: Raw[string]): FirmFilter | undefined | "bad" => {
  const t = text(v);
  if (t === undefined) return undefined;
  const m = /^(importer|exporter):([1-9]\d{0,14})$/.exec(t);
  return m === null ? "bad" : { role: m[1] as FirmFilter["role"], id: Number(m[2]) };
};

/** Both bounds or neither, as bill ids, the lower below the upper. */
const loadedOf = (after: Raw[string], upTo: Raw[string]): LoadedRange | undefined | "bad" => {
  const a = text(after);
  const b = text(upTo);
  if (a === undefined && b === undefined) return undefined;
  if (a === undefined || b === undefined || !BILL_ID.test(a) || !BILL_ID.test(b)) return "bad";
  return Number(a) < Number(b) ? { after: Number(a), upTo: Number(b) } : "bad";
};

/**
 * Reads a query from URL parameters. Lenient only where a person means the same search (a backwards
 * date or amount range is the same range, codes in lower case, spaces round commas); every other
 * present value that cannot be read is an issue naming its parameter (D332), never dropped: a filter
 * left out silently would answer a wider search than the one asked.
 */
export const readTradeQuery = (
  raw: Raw,
): { ok: true; value: TradeQuery } | { ok: false; issues: TradeQueryIssue[] } => {
  const issues: TradeQueryIssue[] = [];
  const check = <T>(value: T | "bad", issue: TradeQueryIssue): T | undefined => {
    if (value !== "bad") return value;
    issues.push(issue);
    return undefined;
  };
  const datasetList = codes(raw.datasets, DATASET_CODE);
  const datasets = check(datasetList, "trade.query.datasetCode") ?? [];
  if (datasetList !== "bad" && datasets.length === 0) issues.push("trade.query.noDataset");
  const kindText = text(raw.kind) ?? "description";
  if (!isShipmentSearchKind(kindText)) issues.push("trade.query.kind");
  const hsPrefix = text(raw.hs)?.replace(/[.\s]/g, "");
  if (hsPrefix !== undefined && !HS_DIGITS.test(hsPrefix)) issues.push("trade.query.hsPrefix");
  const query = text(raw.keyword);
  if (kindText === "hsCode" && query !== undefined && !HS_DIGITS.test(query.replace(/[.\s]/g, "")))
    issues.push("trade.query.hsCodeText");
  const date = (v: Raw[string]): string | undefined | "bad" => {
    const t = text(v);
    return t === undefined ? undefined : isIsoDate(t) ? t : "bad";
  };
  let from = check(date(raw.startTime), "trade.query.startTime");
  let to = check(date(raw.endTime), "trade.query.endTime");
  if (from !== undefined && to !== undefined && from > to) [from, to] = [to, from];
  const countries = (v: Raw[string]) => {
    const list = codes(v, COUNTRY_CODE);
    return list === "bad" || list.some((c) => !isIsoCountryCode(c)) ? "bad" : list;
  };
  const origins = check(countries(raw.origin), "trade.query.origin") ?? [];
  const destinations = check(countries(raw.destination), "trade.query.destination") ?? [];
  const ports = check(codes(raw.port, PORT_CODE), "trade.query.port") ?? [];
  let wmin = check(amount(raw.wmin), "trade.query.wmin");
  let wmax = check(amount(raw.wmax), "trade.query.wmax");
  let vmin = check(amount(raw.vmin), "trade.query.vmin");
  let vmax = check(amount(raw.vmax), "trade.query.vmax");
  if (wmin !== undefined && wmax !== undefined && wmin > wmax) [wmin, wmax] = [wmax, wmin];
  if (vmin !== undefined && vmax !== undefined && vmin > vmax) [vmin, vmax] = [vmax, vmin];
  const sortText = text(raw.sort) ?? "date";
  const sort = TRADE_SORT_FIELDS.find((f) => f === sortText);
  if (sort === undefined) issues.push("trade.query.sort");
  const orderText = text(raw.order) ?? "desc";
  if (orderText !== "asc" && orderText !== "desc") issues.push("trade.query.order");
  const pageText = text(raw.current) ?? "1";
  const page = PAGE.test(pageText) && Number(pageText) <= MAX_TOP_PAGE ? Number(pageText) : undefined;
  if (page === undefined) issues.push("trade.query.current");
  const sizeText = text(raw.pageSize) ?? String(PAGE_SIZE_DEFAULT);
  const pageSize = PAGE_SIZE_CHOICES.find((n) => String(n) === sizeText);
  if (pageSize === undefined) issues.push("trade.query.pageSize");
  const firm = check(firmOf(raw.firm), "trade.query.firm");
  const loaded = check(loadedOf(raw.newAfter, raw.newUpTo), "trade.query.newRange");
  if (issues.length > 0 || sort === undefined || page === undefined || pageSize === undefined)
    return { ok: false, issues };
  const kind = kindText as ShipmentSearchKind;
  const q = kind === "hsCode" && query !== undefined ? query.replace(/[.\s]/g, "") : query;
  const bounds = (min: number | undefined, max: number | undefined): NumberRange => ({
    ...(min === undefined ? {} : { min }),
    ...(max === undefined ? {} : { max }),
  });
  return {
    ok: true,
    value: {
      datasets,
      kind,
      ...(q === undefined ? {} : { text: q }),
      ...(hsPrefix === undefined ? {} : { hsPrefix }),
      ...(from === undefined ? {} : { from }),
      ...(to === undefined ? {} : { to }),
      origins,
      destinations,
      ports,
      weightKg: bounds(wmin, wmax),
      valueUsd: bounds(vmin, vmax),
      sort,
      descending: orderText !== "asc",
      page,
      pageSize,
      ...(firm === undefined ? {} : { firm }),
      ...(loaded === undefined ? {} : { loaded }),
    },
  };
};

/** The URL parameters of a query: only what differs from the defaults, in a fixed order. */
export const tradeQueryParams = (q: TradeQuery): readonly (readonly [string, string])[] => {
  const out: [string, string][] = [["datasets", q.datasets.join(",")]];
  if (q.kind !== "description") out.push(["kind", q.kind]);
  if (q.text !== undefined) out.push(["keyword", q.text]);
  if (q.hsPrefix !== undefined) out.push(["hs", q.hsPrefix]);
  if (q.from !== undefined) out.push(["startTime", q.from]);
  if (q.to !== undefined) out.push(["endTime", q.to]);
  if (q.origins.length > 0) out.push(["origin", q.origins.join(",")]);
  if (q.destinations.length > 0) out.push(["destination", q.destinations.join(",")]);
  if (q.ports.length > 0) out.push(["port", q.ports.join(",")]);
  if (q.weightKg.min !== undefined) out.push(["wmin", String(q.weightKg.min)]);
  if (q.weightKg.max !== undefined) out.push(["wmax", String(q.weightKg.max)]);
  if (q.valueUsd.min !== undefined) out.push(["vmin", String(q.valueUsd.min)]);
  if (q.valueUsd.max !== undefined) out.push(["vmax", String(q.valueUsd.max)]);
  if (q.firm !== undefined) out.push(["firm", `${q.firm.role}:${q.firm.id}`]);
  if (q.loaded !== undefined)
    out.push(["newAfter", String(q.loaded.after)], ["newUpTo", String(q.loaded.upTo)]);
  if (q.sort !== "date") out.push(["sort", q.sort]);
  if (!q.descending) out.push(["order", "asc"]);
  if (q.page !== 1) out.push(["current", String(q.page)]);
  if (q.pageSize !== PAGE_SIZE_DEFAULT) out.push(["pageSize", String(q.pageSize)]);
  return out;
};
