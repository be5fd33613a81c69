// A trade query (core's TradeQuery) as the WHERE clause of the SQLite trade store, with its
// parameters: never text pasted into SQL. Goods text goes through the full-text index (its search
// words, D328: the part FTS5 answers in one MATCH, every word quoted; the rest and the bill fields
// as conditions, D330), firm names through the trigram index of the distinct spellings, HS prefixes
// as a range on the HS index.

import {
  hasField,
  isFindable,
  normaliseText,
  parseWords,
  planOfText,
  type TradeQuery,
  type WordField,
  type WordsNode,
} from "@portolan/core";
import { placeholders } from "../../sql/sqlite-database.ts";

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

/** Whether the search words must find a bill or container number (a top-level field). */
const numberLeads = (q: TradeQuery): boolean => {
  if (q.kind !== "description" || q.text === undefined) return false;
  const words = parseWords(q.text);
  const parts = words?.type === "and" ? words.nodes : words === undefined ? [] : [words];
  return parts.some((p) => p.type === "field" && (p.field === "bl" || p.field === "container"));
};

const fromOf = (q: TradeQuery, plan: TextPlan, leads: boolean, window: IdWindow | undefined): string => {
  // CROSS JOIN keeps the text index as the outer loop (SQLite never reorders it).
  if (leads) return "trade_bill_text t CROSS JOIN trade_bills b ON b.id = t.rowid";
  // A sample is read by id, never by an index that spans the store.
  // A firm's bills are few: its index leads even over a range of new bills (an alert's check).
  if (q.firm !== undefined && window !== undefined && q.loaded !== undefined)
    return `trade_bills b INDEXED BY trade_bills_by_${q.firm.role}`;
  if (window !== undefined) return "trade_bills b NOT INDEXED";
  // A bill or container number names a bill or two: read by id from its table of numbers.
  if (numberLeads(q)) return "trade_bills b NOT INDEXED";
  if (plan === "probe") return "trade_bills b INDEXED BY trade_bills_newest_first";
  const index = leadingIndex(q);
  return index === undefined ? "trade_bills b" : `trade_bills b INDEXED BY ${index}`;
};

const dayOf = (iso: string) => Number(iso.replaceAll("-", ""));

/** A query of search words the text index answers alone (isFindable), as an FTS5 expression: every word quoted. */
const ftsOf = (node: WordsNode): string => {
  const q = (w: string) => `"${w.replaceAll('"', '""')}"`;
  switch (node.type) {
    case "word":
      return q(node.text);
    case "prefix":
      return `${q(node.text)}*`;
    case "phrase":
      return q(node.words.join(" "));
    case "or":
      return `(${node.nodes.map(ftsOf).join(" OR ")})`;
    case "and": {
      // FTS5's NOT is binary: the words found, NOT any of the words left out.
      const found = node.nodes.filter((n) => n.type !== "not").map(ftsOf);
      const left = node.nodes.flatMap((n) => (n.type === "not" ? [ftsOf(n.node)] : []));
      const both = `(${found.join(" AND ")})`;
      return left.length === 0 ? both : `(${both} NOT (${left.join(" OR ")}))`;
    }
    default:
      throw new Error(`not for the text index: ${node.type}`);
  }
};

/**
 * The FTS5 query of the search words the text index answers in one pass (planWords' match), in
 * one column; undefined when there is none (no words, or only fields and exclusions).
 */
export const ftsWords = (column: string, text: string): string | undefined => {
  const match = planOfText(text)?.match;
  return match === undefined ? undefined : `${column}: ${ftsOf(match)}`;
};

/** The key a bill or container number is looked up by: as `fieldValue` keeps it (t007 too). */
const REF_KIND: Readonly<Partial<Record<WordField, string>>> = { bl: "bl", container: "container" };

/** The parties' names and addresses as released (the bill detail's AMS tables), lower-cased. */
const ADDRESS_TEXT = `lower(coalesce(json_extract(b.detail, '$.shipper'), '') || coalesce(json_extract(b.detail, '$.consignee'), '') || coalesce(json_extract(b.detail, '$.notifyparty'), ''))`;

/** A text's distinct trigrams (by character), none below three characters. */
export const trigramsOf = (text: string): readonly string[] => {
  const chars = [...text];
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i += 1) grams.add(chars.slice(i, i + 3).join(""));
  return [...grams];
};

/** The bills whose vessel, notify party or address has every trigram asked (t010's index). */
const PARTY_MATCH = "SELECT rowid FROM trade_bill_parties WHERE trade_bill_parties MATCH ?";

/** One field of the search words (D330) as a condition that is never NULL (NOT must see false). */
const fieldSql = (field: WordField, value: string, params: (string | number)[]): string => {
  const ref = REF_KIND[field];
  if (ref !== undefined) {
    params.push(ref, value);
    return "b.id IN (SELECT bill_id FROM trade_bill_refs WHERE kind = ? AND value = ?)";
  }
  if (field === "hs") {
    const codes = value.split(" ");
    for (const code of codes) params.push(code, `${code}:`);
    return `coalesce(${codes.map(() => "(b.hs_code >= ? AND b.hs_code < ?)").join(" OR ")}, 0)`;
  }
  if (field === "scac") {
    params.push(value.toUpperCase());
    return "coalesce(upper(b.carrier) = ?, 0)";
  }
  const column = field === "vessel" ? "b.vessel" : field === "notify" ? "b.notify_name" : ADDRESS_TEXT;
  // A piece of three characters or more is looked up in the trigram index of the three texts (t010,
  // D347): the bills with each of its trigrams, in any of the three; the piece itself then decides
  // in the field's own text, as core's rule reads it (the index folds case more widely).
  const grams = trigramsOf(value);
  const indexed = grams.length > 0;
  if (indexed) params.push(grams.map((g) => `"${g.replaceAll('"', '""')}"`).join(" AND "));
  params.push(value);
  const found = `coalesce(instr(lower(${column}), ?) > 0, 0)`;
  return indexed ? `(b.id IN (${PARTY_MATCH}) AND ${found})` : found;
};

/** Any query of search words as a SQL condition: the text index asked for each part it answers. */
const wordsSql = (node: WordsNode, params: (string | number)[]): string => {
  if (node.type === "field") return fieldSql(node.field, node.value, params);
  if (node.type === "not") return `NOT (${wordsSql(node.node, params)})`;
  if (isFindable(node) && !hasField(node)) {
    params.push(`description: ${ftsOf(node)}`);
    return "b.id IN (SELECT rowid FROM trade_bill_text WHERE trade_bill_text MATCH ?)";
  }
  if (node.type === "and" || node.type === "or")
    return `(${node.nodes.map((n) => wordsSql(n, params)).join(node.type === "and" ? " AND " : " OR ")})`;
  return "0";
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
  const words = q.text !== undefined && q.kind === "description" ? planOfText(q.text) : undefined;
  const match = words?.match === undefined ? undefined : `description: ${ftsOf(words.match)}`;
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
    else if (words === undefined) parts.push("0");
    else {
      // Fields and words the text index cannot answer alone, whatever the plan (D328, D330).
      for (const rest of words.rest) parts.push(wordsSql(rest, params));
    }
    if (match !== undefined && plan === "probe") {
      parts.push(
        "EXISTS (SELECT 1 FROM trade_bill_text t WHERE t.trade_bill_text MATCH ? AND t.rowid = b.id)",
      );
      params.push(match);
    } else if (match !== undefined && plan === "set") {
      parts.push(
        `b.id IN (SELECT rowid FROM trade_bill_text WHERE trade_bill_text MATCH ?${window === undefined ? "" : " AND rowid BETWEEN ? AND ?"})`,
      );
      params.push(match, ...(window === undefined ? [] : [window.first, window.last]));
    }
  }
  return { from: fromOf(q, plan, leads, window), where: parts.join(" AND "), params };
};
