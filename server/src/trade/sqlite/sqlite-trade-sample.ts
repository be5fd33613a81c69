// A query's matches in a sample of the store, for the figures of a broad query (more matches than
// core's EXACT_COUNT_LIMIT): its estimated total and its facets, scaled from the sample and said to
// be estimates. Counting or grouping millions of rows exactly takes seconds on a row store; a
// sample of evenly spread id windows takes milliseconds and is off by a few percent at most.

import {
  estimatedTotal,
  goodsIndexText,
  planOfText,
  type TradeFacet,
  type TradeQuery,
  textMatches,
  twoFigures,
} from "@portolan/core";
import type { Db } from "../../sql/sqlite-database.ts";
import type { FacetAnswer } from "../trade-store-port.ts";
import { FACET_COLUMNS, facetsOfRows } from "./sqlite-facet-groups.ts";
import { tradeFilter } from "./sqlite-trade-filter.ts";

type Row = Record<string, unknown>;

/** Ids sampled for a count estimate, and for facets (which need more rows for their top tens). */
export const COUNT_SAMPLE_IDS = 4_096;
export const FACET_SAMPLE_IDS = 32_768;
const WINDOWS = 64;

export interface Sample {
  /** The matching rows found in the sample. */
  readonly rows: readonly Row[];
  /** How many bill ids the sample covered, of how many there are. */
  readonly sampled: number;
  readonly space: number;
}

const SAMPLE_COLUMNS = `${FACET_COLUMNS}, b.description`;

/**
 * The query's matches among `size` bill ids in evenly spread windows, each read by id (NOT
 * INDEXED: never by an index that spans the store). Goods text is checked here on the rows' words
 * as the text index matches them, since the text index read by id range costs milliseconds a window.
 */
export const sampleMatches = (db: Db, q: TradeQuery, size: number): Sample => {
  // Two sub-selects: MIN and MAX in one select would read the whole table instead of two ends.
  const ids = db
    .prepare("SELECT (SELECT MIN(id) FROM trade_bills) AS first, (SELECT MAX(id) FROM trade_bills) AS last")
    .get() as Row;
  // New shipments (an alert's range) are the space sampled, not the whole store.
  const first = Math.max(Number(ids.first ?? 1), (q.loaded?.after ?? 0) + 1);
  const last = Math.min(Number(ids.last ?? 0), q.loaded?.upTo ?? Number.MAX_SAFE_INTEGER);
  const space = Math.max(0, last - first + 1);
  const width = Math.max(1, Math.min(Math.ceil(size / WINDOWS), Math.ceil(space / WINDOWS)));
  // The words the text index would answer (the rest of the search words is in the SQL).
  const words = q.kind === "description" && q.text !== undefined ? planOfText(q.text)?.match : undefined;
  const shape = tradeFilter(q, { first: 0, last: 0 }, "omit");
  const read = db.prepare(`SELECT ${SAMPLE_COLUMNS} FROM ${shape.from} WHERE ${shape.where}`);
  const matches = (r: Row) => {
    // As the text index matches them: the goods text as indexed (goods-index-text.ts).
    return words === undefined || textMatches(words, goodsIndexText(String(r.description ?? "")));
  };
  const rows: Row[] = [];
  let sampled = 0;
  for (let i = 0; i < WINDOWS && sampled < space; i += 1) {
    const start = first + Math.floor((i * Math.max(0, space - width)) / (WINDOWS - 1));
    const window = { first: start, last: Math.min(start + width, first + space) - 1 };
    for (const r of read.all(...tradeFilter(q, window, "omit").params) as Row[]) if (matches(r)) rows.push(r);
    sampled += window.last - window.first + 1;
  }
  return { rows, sampled: Math.min(sampled, space), space };
};

export const sampledTotal = (db: Db, q: TradeQuery): number => {
  const s = sampleMatches(db, q, COUNT_SAMPLE_IDS);
  return estimatedTotal(s.rows.length, s.sampled, s.space);
};

/** The facets asked, scaled from a sample of the query's matches. */
export const sampledFacets = (
  db: Db,
  q: TradeQuery,
  facets: readonly TradeFacet[],
  top: number,
): FacetAnswer => {
  const s = sampleMatches(db, q, FACET_SAMPLE_IDS);
  const scale = s.sampled === 0 ? 0 : s.space / s.sampled;
  const scaled = (x: number) => twoFigures(x * scale);
  return facetsOfRows(db, s.rows, facets, top, { count: scaled, amount: scaled, estimated: true });
};
