// The typed query of the trade data engine (issue 14 §2; spec §3 shipment search kinds, §9 paging):
// what every search, facet and export asks of the store, never SQL. Read from the URL's parameters
// (the data centre keeps the whole query there) and written back to them: a round trip.

import { MAX_TOP_PAGE, PAGE_SIZE_DEFAULT, type PageSize } from "../constants/paging.ts";
import { isIsoDate } from "../search/iso-date.ts";
import { clampPage, normalizePageSize } from "../search/paging.ts";
import { isShipmentSearchKind, type ShipmentSearchKind } from "../search/search-kinds.ts";

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
  /** UN/LOCODEs of loading or unloading ports. */
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

export type TradeQueryIssue =
  | "trade.query.noDataset"
  | "trade.query.kind"
  | "trade.query.hsPrefix"
  | "trade.query.hsCodeText";

type Raw = Readonly<Record<string, string | readonly string[] | undefined>>;

const firstOf = (v: Raw[string]): string | undefined => (Array.isArray(v) ? v[0] : (v as string | undefined));
const text = (v: Raw[string]): string | undefined => {
  const t = firstOf(v)?.trim();
  return t === undefined || t === "" ? undefined : t;
};
/** A comma-separated list (or repeated parameter), upper-cased, de-duplicated, sorted. */
const codes = (v: Raw[string], pattern: RegExp): readonly string[] => {
  const parts = (Array.isArray(v) ? v : v === undefined ? [] : [v]).flatMap((p: string) => p.split(","));
  const clean = parts.map((p) => p.trim().toUpperCase()).filter((p) => pattern.test(p));
  return [...new Set(clean)].sort();
};
const amount = (v: Raw[string]): number | undefined => {
  const t = text(v);
  if (t === undefined || !/^\d+(\.\d+)?$/.test(t)) return undefined;
  const n = Number(t);
  // Bounded so that writing it back gives the same digits (no exponent form).
  return Number.isFinite(n) && n <= 1e12 ? n : undefined;
};
const range = (min: Raw[string], max: Raw[string]): NumberRange => {
  let lo = amount(min);
  let hi = amount(max);
  if (lo !== undefined && hi !== undefined && lo > hi) [lo, hi] = [hi, lo];
  return { ...(lo === undefined ? {} : { min: lo }), ...(hi === undefined ? {} : { max: hi }) };
};

const HS_DIGITS = /^\d{2,10}$/;
const BILL_ID = /^(0|[1-9]\d{0,14})$/;

/** "importer:42" or "exporter:42"; anything else is no firm filter. */
const firmOf = (v: Raw[string]): FirmFilter | undefined => {
  const m = /^(importer|exporter):([1-9]\d{0,14})$/.exec(text(v) ?? "");
  return m === null ? undefined : { role: m[1] as FirmFilter["role"], id: Number(m[2]) };
};

/** Both bounds, as bill ids, the lower below the upper; anything else is no range. */
const loadedOf = (after: Raw[string], upTo: Raw[string]): LoadedRange | undefined => {
  const a = text(after);
  const b = text(upTo);
  if (a === undefined || b === undefined || !BILL_ID.test(a) || !BILL_ID.test(b)) return undefined;
  return Number(a) < Number(b) ? { after: Number(a), upTo: Number(b) } : undefined;
};

/**
 * Reads a query from URL parameters. Lenient where a person would be (a backwards date range is the
 * same range, a page past the cap is the last page, unknown codes are dropped), strict where the
 * search would mean something else (no data set, an unknown kind, an HS filter that is no code).
 */
export const readTradeQuery = (
  raw: Raw,
): { ok: true; value: TradeQuery } | { ok: false; issues: TradeQueryIssue[] } => {
  const issues: TradeQueryIssue[] = [];
  const datasets = codes(raw.datasets, /^(IMP|EXP)_[A-Z]+_(CD|BL|ED)_(DEF|SEA|AIR|ALL|FTZ)$/);
  if (datasets.length === 0) issues.push("trade.query.noDataset");
  const kindText = text(raw.kind) ?? "description";
  if (!isShipmentSearchKind(kindText)) issues.push("trade.query.kind");
  const hsPrefix = text(raw.hs)?.replace(/[.\s]/g, "");
  if (hsPrefix !== undefined && !HS_DIGITS.test(hsPrefix)) issues.push("trade.query.hsPrefix");
  const query = text(raw.keyword);
  if (kindText === "hsCode" && query !== undefined && !HS_DIGITS.test(query.replace(/[.\s]/g, "")))
    issues.push("trade.query.hsCodeText");
  if (issues.length > 0) return { ok: false, issues };
  let from = text(raw.startTime);
  let to = text(raw.endTime);
  from = isIsoDate(from) ? from : undefined;
  to = isIsoDate(to) ? to : undefined;
  if (from !== undefined && to !== undefined && from > to) [from, to] = [to, from];
  const sortText = text(raw.sort);
  const sort = TRADE_SORT_FIELDS.find((f) => f === sortText) ?? "date";
  const kind = kindText as ShipmentSearchKind;
  const q = kind === "hsCode" && query !== undefined ? query.replace(/[.\s]/g, "") : query;
  const firm = firmOf(raw.firm);
  const loaded = loadedOf(raw.newAfter, raw.newUpTo);
  return {
    ok: true,
    value: {
      datasets,
      kind,
      ...(q === undefined ? {} : { text: q }),
      ...(hsPrefix === undefined ? {} : { hsPrefix }),
      ...(from === undefined ? {} : { from }),
      ...(to === undefined ? {} : { to }),
      origins: codes(raw.origin, /^[A-Z]{2}$/),
      destinations: codes(raw.destination, /^[A-Z]{2}$/),
      ports: codes(raw.port, /^[A-Z]{2}[A-Z0-9]{3}$/),
      weightKg: range(raw.wmin, raw.wmax),
      valueUsd: range(raw.vmin, raw.vmax),
      sort,
      descending: text(raw.order) !== "asc",
      page: Math.min(MAX_TOP_PAGE, clampPage(text(raw.current) ?? "1")),
      pageSize: normalizePageSize(text(raw.pageSize) ?? String(PAGE_SIZE_DEFAULT)),
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
