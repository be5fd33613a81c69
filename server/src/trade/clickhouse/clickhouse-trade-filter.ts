// A trade query (core's TradeQuery) as the WHERE clause of the ClickHouse trade store, with named
// parameters. The same meaning as the SQLite filter, held to by the conformance suite: goods text
// by its folded words (every word present), firms by a piece of any of their spellings, HS codes
// by prefix.

import { normaliseText, type TradeQuery } from "@portolan/core";
import type { Params } from "./executor.ts";

export interface ChFilter {
  readonly where: string;
  readonly params: Params;
}

const dayOf = (iso: string) => Number(iso.replaceAll("-", ""));

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
      const words = normaliseText(q.text)
        .split(" ")
        .filter((w) => w !== "");
      if (words.length === 0) parts.push("0");
      else {
        parts.push("hasAllTokens(description_folded, {words:Array(String)})");
        params.words = words;
      }
    }
  }
  return { where: parts.join(" AND "), params };
};
