// A trade query (core's TradeQuery) as the WHERE clause of the SQLite trade store, with its
// parameters: never text pasted into SQL. Goods text goes through the full-text index, firm names
// through the trigram index of the distinct spellings, HS prefixes as a range on the HS index.

import { normaliseText, type TradeQuery } from "@portolan/core";

export interface SqlFilter {
  readonly where: string;
  readonly params: (string | number)[];
}

const placeholders = (n: number) => Array.from({ length: n }, () => "?").join(", ");
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
const firmsContaining = (text: string, params: (string | number)[]): string => {
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

export const tradeFilter = (q: TradeQuery): SqlFilter => {
  const params: (string | number)[] = [...q.datasets];
  const parts = [`b.counted = 1`, `b.dataset IN (${placeholders(q.datasets.length)})`];
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
    else {
      const match = ftsWords("description", q.text);
      if (match === undefined) parts.push("0");
      else {
        parts.push("b.id IN (SELECT rowid FROM trade_bill_text WHERE trade_bill_text MATCH ?)");
        params.push(match);
      }
    }
  }
  return { where: parts.join(" AND "), params };
};
