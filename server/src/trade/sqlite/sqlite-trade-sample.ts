// A query's matches in a sample of the store, for the figures of a broad query (more matches than
// core's EXACT_COUNT_LIMIT): its estimated total and its facets, scaled from the sample and said to
// be estimates. Counting or grouping millions of rows exactly takes seconds on a row store; a
// sample of evenly spread id windows takes milliseconds and is off by a few percent at most.

import type { FacetCount, MonthPoint } from "@portolan/contracts";
import {
  estimatedTotal,
  normaliseText,
  type TradeFacet,
  type TradeQuery,
  textTokens,
  twoFigures,
} from "@portolan/core";
import type { Db } from "../../storage/sqlite/database.ts";
import type { FacetAnswer } from "../trade-store-port.ts";
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

const SAMPLE_COLUMNS = `b.day, b.importer_id, b.exporter_id, b.hs_code, b.origin_country,
  b.destination_country, b.loading_port, b.carrier, b.weight_kg, b.value_usd, b.description`;

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
  const words = q.kind === "description" && q.text !== undefined ? textTokens(q.text) : [];
  const shape = tradeFilter(q, { first: 0, last: 0 }, "omit");
  const read = db.prepare(`SELECT ${SAMPLE_COLUMNS} FROM ${shape.from} WHERE ${shape.where}`);
  const matches = (r: Row) => {
    if (words.length === 0) return true;
    // Whole words, as the text index matches them: " word " inside the folded text padded by spaces.
    const folded = ` ${normaliseText(String(r.description ?? ""))} `;
    return words.every((w) => folded.includes(` ${w} `));
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

/** What each facet groups the sampled rows by (as FACET_KEY groups them in SQL). */
const KEY_OF: Readonly<Record<Exclude<TradeFacet, "monthly">, (r: Row) => unknown>> = {
  importers: (r) => r.importer_id,
  exporters: (r) => r.exporter_id,
  hsCodes: (r) => (typeof r.hs_code === "string" ? r.hs_code.slice(0, 6) : null),
  originCountries: (r) => r.origin_country,
  destinationCountries: (r) => r.destination_country,
  ports: (r) => r.loading_port,
  carriers: (r) => r.carrier,
};

interface Sums {
  n: number;
  w: number;
  v: number;
}

const groupBy = (rows: readonly Row[], key: (r: Row) => unknown): Map<string | number, Sums> => {
  const groups = new Map<string | number, Sums>();
  for (const r of rows) {
    const k = key(r);
    if (k === null || k === undefined) continue;
    const g = groups.get(k as string | number) ?? { n: 0, w: 0, v: 0 };
    g.n += 1;
    g.w += Number(r.weight_kg ?? 0);
    g.v += Number(r.value_usd ?? 0);
    groups.set(k as string | number, g);
  }
  return groups;
};

const byCountThenKey = ([ka, a]: [string | number, Sums], [kb, b]: [string | number, Sums]) =>
  b.n - a.n || (ka < kb ? -1 : ka > kb ? 1 : 0);

/** The facets asked, scaled from a sample of the query's matches; firms named from the firms table. */
export const sampledFacets = (
  db: Db,
  q: TradeQuery,
  facets: readonly TradeFacet[],
  top: number,
): FacetAnswer => {
  const s = sampleMatches(db, q, FACET_SAMPLE_IDS);
  const scale = s.sampled === 0 ? 0 : s.space / s.sampled;
  const firm = db.prepare("SELECT name, country FROM trade_companies WHERE id = ?");
  const answer: Record<string, unknown> = { estimated: true };
  for (const name of facets) {
    if (name === "monthly") {
      const months = [...groupBy(s.rows, (r) => Math.floor(Number(r.day) / 100))].sort(([a], [b]) =>
        a < b ? -1 : 1,
      );
      answer.monthly = months.map(
        ([m, g]): MonthPoint => ({
          month: `${String(m).slice(0, 4)}-${String(m).slice(4, 6)}`,
          shipments: twoFigures(g.n * scale),
          weightKg: twoFigures(g.w * scale),
          valueUsd: twoFigures(g.v * scale),
        }),
      );
      continue;
    }
    const isFirm = name === "importers" || name === "exporters";
    const ranked = [...groupBy(s.rows, KEY_OF[name])].sort(byCountThenKey).slice(0, top);
    answer[name] = ranked.map(([k, g]): FacetCount => {
      const named = isFirm ? (firm.get(k) as Row | undefined) : undefined;
      return {
        key: String(k),
        ...(named === undefined
          ? {}
          : {
              label: String(named.name),
              ...(typeof named.country === "string" && named.country !== ""
                ? { country: named.country }
                : {}),
            }),
        shipments: twoFigures(g.n * scale),
        weightKg: twoFigures(g.w * scale),
        valueUsd: twoFigures(g.v * scale),
      };
    });
  }
  return answer as FacetAnswer;
};
