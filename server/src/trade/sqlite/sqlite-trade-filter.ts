// A trade query (core's TradeQuery) as the WHERE clause of the SQLite trade store, with its
// parameters: never text pasted into SQL. Goods text goes through the full-text index, firm names
// through the trigram index of the distinct spellings, HS prefixes as a range on the HS index.

import { normaliseText, type TradeQuery } from "@portolan/core";
import { placeholders } from "../../storage/sqlite/database.ts";

export interface SqlFilter {
  /** The tables to select from: the bills as `b`, joined to the text index when it leads. */
  readonly from: string;
  readonly where: string;
  readonly params: (string | number)[];
}

/**
 * How goods text is matched. "set": the text index's matches gathered first (facets, firms);
 * "lead": the text index read in order, each match looked up in the bills — a count that stops
 * early stops reading too; "probe": the bills read in another order (by date), each one asked of
 * the text index — the first page of a broad search, read newest first; "omit": left out, the caller checks the text
 * itself (the count estimate's sample, where reading the text index by id range is slow).
 */
export type TextPlan = "set" | "lead" | "probe" | "omit";

/**
 * The index that should lead a query with a firm or an HS prefix: a few thousand bills at most.
 * Without statistics SQLite prefers the data sets' date index (two equalities) and reads every
 * bill of the data sets in the date range instead (measured: 0.9 s against 2 ms at 3M bills).
 */
const leadingIndex = (q: TradeQuery): string | undefined => {
  if (q.firm !== undefined) return `trade_bills_by_${q.firm.role}`;
  if (q.text !== undefined && (q.kind === "importer" || q.kind === "exporter"))
    return `trade_bills_by_${q.kind}`;
  if (q.text !== undefined && q.kind === "hsCode") return "trade_bills_by_hs";
  if (q.hsPrefix !== undefined && q.hsPrefix.length >= 4) return "trade_bills_by_hs";
  return undefined;
};

const fromOf = (q: TradeQuery, plan: TextPlan, leads: boolean, window: IdWindow | undefined): string => {
  // CROSS JOIN keeps the text index as the outer loop (SQLite never reorders it).
  if (leads) return "trade_bill_text t CROSS JOIN trade_bills b ON b.id = t.rowid";
  // A sample is read by id, never by an index that spans the store.
  // A firm's bills are few: its index leads even over a range of new bills (an alert's check).
  if (q.firm !== undefined && window !== undefined && q.loaded !== undefined)
    return `trade_bills b INDEXED BY trade_bills_by_${q.firm.role}`;
  if (window !== undefined) return "trade_bills b NOT INDEXED";
  if (plan === "probe") return "trade_bills b INDEXED BY trade_bills_newest_first";
  const index = leadingIndex(q);
  return index === undefined ? "trade_bills b" : `trade_bills b INDEXED BY ${index}`;
};

const dayOf = (iso: string) => Number(iso.replaceAll("-", ""));

/** An FTS5 query matching every word of the text in one column, each word quoted. */
export const ftsWords = (column: string, text: string): string | undefined => {
  const words = normaliseText(text)
    .split(" ")
    .filter((w) => w !== "");
  if (words.length === 0) return undefined;
  return `${column}: (${words.map((w) => `"${w.replaceAll('"', '""')}"`).join(" AND ")})`;
};

/** The firms with a spelling that contains the text, both folded (3+ characters by trigram). */
export const firmsContaining = (text: string, params: (string | number)[]): string => {
  const folded = normaliseText(text);
  if (folded === "") return "SELECT company_id FROM trade_name_search WHERE 0";
  if ([...folded].length >= 3) {
    params.push(`"${folded.replaceAll('"', '""')}"`);
    return "SELECT company_id FROM trade_name_search WHERE trade_name_search MATCH ?";
  }
  params.push(`%${folded.replace(/[%_\\]/g, (c) => `\\${c}`)}%`);
  return "SELECT company_id FROM trade_name_search WHERE name LIKE ? ESCAPE '\\'";
};

/** HS codes starting with the digits: a range, so the HS index serves it. */
const hsRange = (prefix: string, params: (string | number)[]): string => {
  params.push(prefix, `${prefix}:`);
  return "b.hs_code >= ? AND b.hs_code < ?";
};

/** Bill ids from `first` to `last`: a slice of the store the count estimate samples. */
export interface IdWindow {
  readonly first: number;
  readonly last: number;
}

export const tradeFilter = (q: TradeQuery, sample?: IdWindow, plan: TextPlan = "set"): SqlFilter => {
  // New shipments (an alert's, D230) are a window of bill ids too: read by the primary key, and
  // the text index asked only within it.
  const window =
    sample ?? (q.loaded === undefined ? undefined : { first: q.loaded.after + 1, last: q.loaded.upTo });
  const params: (string | number)[] = [];
  const parts: string[] = [];
  const match =
    q.text !== undefined && q.kind === "description" ? ftsWords("description", q.text) : undefined;
  const leads = match !== undefined && plan === "lead";
  if (leads) {
    // Its condition first, as its parameters come first.
    parts.push(`t.trade_bill_text MATCH ?${window === undefined ? "" : " AND t.rowid BETWEEN ? AND ?"}`);
    params.push(match, ...(window === undefined ? [] : [window.first, window.last]));
  }
  if (window !== undefined) {
    parts.push("b.id BETWEEN ? AND ?");
    params.push(window.first, window.last);
  }
  if (sample !== undefined && q.loaded !== undefined) {
    parts.push("b.id > ? AND b.id <= ?");
    params.push(q.loaded.after, q.loaded.upTo);
  }
  parts.push(`b.counted = 1`, `b.dataset IN (${placeholders(q.datasets.length)})`);
  params.push(...q.datasets);
  if (q.firm !== undefined) {
    parts.push(`b.${q.firm.role}_id = ?`);
    params.push(q.firm.id);
  }
  if (q.from !== undefined) {
    parts.push("b.day >= ?");
    params.push(dayOf(q.from));
  }
  if (q.to !== undefined) {
    parts.push("b.day <= ?");
    params.push(dayOf(q.to));
  }
  if (q.hsPrefix !== undefined) parts.push(hsRange(q.hsPrefix, params));
  if (q.hsHeadings !== undefined) {
    parts.push(
      q.hsHeadings.length === 0 ? "0" : `substr(b.hs_code, 1, 4) IN (${placeholders(q.hsHeadings.length)})`,
    );
    params.push(...q.hsHeadings);
  }
  if (q.origins.length > 0) {
    parts.push(`b.origin_country IN (${placeholders(q.origins.length)})`);
    params.push(...q.origins);
  }
  if (q.destinations.length > 0) {
    parts.push(`b.destination_country IN (${placeholders(q.destinations.length)})`);
    params.push(...q.destinations);
  }
  if (q.ports.length > 0) {
    const list = placeholders(q.ports.length);
    parts.push(`(b.loading_port IN (${list}) OR b.unloading_port IN (${list}))`);
    params.push(...q.ports, ...q.ports);
  }
  for (const [column, range] of [
    ["weight_kg", q.weightKg],
    ["value_usd", q.valueUsd],
  ] as const) {
    if (range.min !== undefined) {
      parts.push(`b.${column} >= ?`);
      params.push(range.min);
    }
    if (range.max !== undefined) {
      parts.push(`b.${column} <= ?`);
      params.push(range.max);
    }
  }
  if (q.text !== undefined) {
    if (q.kind === "hsCode") parts.push(hsRange(q.text, params));
    else if (q.kind === "importer" || q.kind === "exporter")
      parts.push(`b.${q.kind}_id IN (${firmsContaining(q.text, params)})`);
    else if (match === undefined) parts.push("0");
    else if (plan === "probe") {
      parts.push(
        "EXISTS (SELECT 1 FROM trade_bill_text t WHERE t.trade_bill_text MATCH ? AND t.rowid = b.id)",
      );
      params.push(match);
    } else if (plan === "set") {
      parts.push(
        `b.id IN (SELECT rowid FROM trade_bill_text WHERE trade_bill_text MATCH ?${window === undefined ? "" : " AND rowid BETWEEN ? AND ?"})`,
      );
      params.push(match, ...(window === undefined ? [] : [window.first, window.last]));
    }
  }
  return { from: fromOf(q, plan, leads, window), where: parts.join(" AND "), params };
};
