// A trade query (core's TradeQuery) as the WHERE clause of the ClickHouse trade store, with named
// parameters. The same meaning as the SQLite filter, held to by the conformance suite: goods text
// by its search words (OR, NOT, phrases, prefixes and bill fields, D328–D330), firms by a piece of
// any of their spellings, HS codes by prefix.

import { normaliseText, parseWords, type TradeQuery, type WordField, type WordsNode } from "@portolan/core";
import { containsPattern, PARTY_FIELD_TEXT } from "./clickhouse-party-fields.ts";
import type { Params } from "./executor.ts";

export interface ChFilter {
  readonly where: string;
  readonly params: Params;
}

const dayOf = (iso: string) => Number(iso.replaceAll("-", ""));

/** The goods text as indexed, padded so that a word, a word's start or words in a row are found by position. */
const PADDED = "concat(' ', description_folded, ' ')";

const fieldSql = (field: WordField, value: string, param: (type: string, v: unknown) => string): string => {
  switch (field) {
    case "bl":
    case "container":
      // Bill and container numbers, kept by the schema's bill_refs (under a bloom filter).
      return `has(bill_refs, ${param("String", `${field}:${value}`)})`;
    case "hs":
      return `arrayExists(c -> startsWith(coalesce(hs_code, ''), c), ${param("Array(String)", value.split(" "))})`;
    case "scac":
      return `coalesce(upper(carrier) = ${param("String", value.toUpperCase())}, 0)`;
    case "vessel":
    case "notify":
    case "address":
      // LIKE, which the field's 3-gram text index answers (D347); a piece anywhere, as position().
      return `${PARTY_FIELD_TEXT[field]} LIKE ${param("String", containsPattern(value))}`;
  }
};

/**
 * Search words (core's parseWords, D328) as a condition: the same meaning as the SQLite filter's
 * text index — a whole word, a word's start, words in a row — read from the folded goods text
 * (the text index narrows single words; positions decide).
 */
const wordsSql = (node: WordsNode, params: Record<string, unknown>): string => {
  let count = 0;
  const param = (type: string, v: unknown): string => {
    const name = `w${count++}`;
    params[name] = v;
    return `{${name}:${type}}`;
  };
  // The text index's tokens are ASCII letters and digits: it narrows only by such words.
  const tokens = (words: readonly string[]) => {
    const ascii = words.filter((w) => /^[a-z0-9]+$/.test(w));
    return ascii.length === 0
      ? ""
      : `hasAllTokens(description_folded, ${param("Array(String)", ascii)}) AND `;
  };
  const of = (n: WordsNode): string => {
    switch (n.type) {
      case "word":
        return `${tokens([n.text])}position(${PADDED}, ${param("String", ` ${n.text} `)}) > 0`;
      case "prefix":
        return `position(${PADDED}, ${param("String", ` ${n.text}`)}) > 0`;
      case "phrase":
        return `${tokens(n.words)}position(${PADDED}, ${param("String", ` ${n.words.join(" ")} `)}) > 0`;
      case "field":
        return fieldSql(n.field, n.value, param);
      case "not":
        return `NOT (${of(n.node)})`;
      case "and":
      case "or":
        return `(${n.nodes.map((c) => `(${of(c)})`).join(n.type === "and" ? " AND " : " OR ")})`;
    }
  };
  return `(${of(node)})`;
};

export const clickhouseFilter = (db: string, q: TradeQuery): ChFilter => {
  const params: Record<string, unknown> = { datasets: [...q.datasets] };
  const parts = ["counted = 1", "dataset IN {datasets:Array(String)}"];
  if (q.loaded !== undefined) {
    parts.push("id > {after:UInt64} AND id <= {upTo:UInt64}");
    params.after = q.loaded.after;
    params.upTo = q.loaded.upTo;
  }
  if (q.firm !== undefined) {
    parts.push(`${q.firm.role}_id = {firm:UInt64}`);
    params.firm = q.firm.id;
  }
  if (q.from !== undefined) {
    parts.push("day >= {from:UInt32}");
    params.from = dayOf(q.from);
  }
  if (q.to !== undefined) {
    parts.push("day <= {to:UInt32}");
    params.to = dayOf(q.to);
  }
  if (q.hsPrefix !== undefined) {
    parts.push("startsWith(coalesce(hs_code, ''), {hs:String})");
    params.hs = q.hsPrefix;
  }
  if (q.hsHeadings !== undefined) {
    parts.push(
      q.hsHeadings.length === 0 ? "0" : "substring(coalesce(hs_code, ''), 1, 4) IN {headings:Array(String)}",
    );
    params.headings = [...q.hsHeadings];
  }
  if (q.origins.length > 0) {
    parts.push("origin_country IN {origins:Array(String)}");
    params.origins = [...q.origins];
  }
  if (q.destinations.length > 0) {
    parts.push("destination_country IN {destinations:Array(String)}");
    params.destinations = [...q.destinations];
  }
  if (q.ports.length > 0) {
    parts.push("(loading_port IN {ports:Array(String)} OR unloading_port IN {ports:Array(String)})");
    params.ports = [...q.ports];
  }
  for (const [column, range, name] of [
    ["weight_kg", q.weightKg, "w"],
    ["value_usd", q.valueUsd, "v"],
  ] as const) {
    if (range.min !== undefined) {
      parts.push(`${column} >= {${name}min:Float64}`);
      params[`${name}min`] = range.min;
    }
    if (range.max !== undefined) {
      parts.push(`${column} <= {${name}max:Float64}`);
      params[`${name}max`] = range.max;
    }
  }
  if (q.text !== undefined) {
    if (q.kind === "hsCode") {
      parts.push("startsWith(coalesce(hs_code, ''), {text:String})");
      params.text = q.text;
    } else if (q.kind === "importer" || q.kind === "exporter") {
      // Firms with a spelling that contains the piece (case and accents folded), then their bills.
      if (normaliseText(q.text) === "") parts.push("0");
      else
        parts.push(
          `${q.kind}_id IN (SELECT company_id FROM ${db}.trade_company_names WHERE positionUTF8(name_folded, {text:String}) > 0)`,
        );
      params.text = normaliseText(q.text);
    } else {
      const words = parseWords(q.text);
      parts.push(words === undefined ? "0" : wordsSql(words, params));
    }
  }
  return { where: parts.join(" AND "), params };
};
