// Facets grouped in JavaScript from a query's matching rows, read once. Seven GROUP BY queries
// would each re-run the query's filter (text index, joins): on a search of a few thousand matches
// that is ~25 ms each, where one read and seven passes over the rows take a fraction of it. Used
// for exact facets (all matches, at most core's EXACT_COUNT_LIMIT) and for estimated ones (a
// sample of the matches, scaled).

import type { FacetCount, MonthPoint } from "@portolan/contracts";
import { addFigure, type KnownSum, NO_SHIPMENTS, PORT_FACET_CODES, type TradeFacet } from "@portolan/core";
import type { Db } from "../../sql/sqlite-database.ts";
import type { FacetAnswer } from "../trade-store-port.ts";

type Row = Record<string, unknown>;

/** The bill columns the facets group by and add up. */
export const FACET_COLUMNS = `b.day, b.importer_id, b.exporter_id, b.hs_code, b.origin_country,
  b.destination_country, b.loading_port, b.carrier, b.weight_kg, b.value_usd`;

/** What each facet groups by (null: the row is left out of that facet). */
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
  /** Weights and values: sums of the known ones, with how many were known (D341). */
  w: KnownSum;
  v: KnownSum;
}

type Key = string | number;

const groupBy = (rows: readonly Row[], key: (r: Row) => unknown): Map<Key, Sums> => {
  const groups = new Map<Key, Sums>();
  for (const r of rows) {
    const k = key(r);
    if (k === null || k === undefined) continue;
    const g = groups.get(k as Key) ?? { n: 0, w: NO_SHIPMENTS, v: NO_SHIPMENTS };
    g.n += 1;
    g.w = addFigure(g.w, r.weight_kg);
    g.v = addFigure(g.v, r.value_usd);
    groups.set(k as Key, g);
  }
  return groups;
};

/** Most shipments first, ties by key: the order the SQL facets had and ClickHouse keeps. */
const byCountThenKey = ([ka, a]: [Key, Sums], [kb, b]: [Key, Sums]) =>
  b.n - a.n || (ka < kb ? -1 : ka > kb ? 1 : 0);

export interface FacetFigures {
  /** How a group's shipment count is reported (exact, or scaled from a sample). */
  readonly count: (n: number) => number;
  /** How a group's weight or value sum is reported. */
  readonly amount: (x: number) => number;
  /** Whether the figures are estimates (a sample) rather than exact. */
  readonly estimated: boolean;
}

const namesOf = (db: Db, ids: readonly Key[]): Map<Key, Row> => {
  if (ids.length === 0) return new Map();
  const rows = db
    .prepare(
      `SELECT id, name, country, logistics FROM trade_companies WHERE id IN (${ids.map(() => "?").join(",")})`,
    )
    .all(...ids) as Row[];
  return new Map(rows.map((r) => [r.id as Key, r]));
};

/**
 * The facets asked over `rows`. Firms are named from the firms table; a firm without a row there
 * is left out (as an inner join would), so a facet can hold fewer than `top` entries.
 */
export const facetsOfRows = (
  db: Db,
  rows: readonly Row[],
  facets: readonly TradeFacet[],
  top: number,
  figures: FacetFigures,
): FacetAnswer => {
  const answer: Record<string, unknown> = { estimated: figures.estimated };
  const point = (g: Sums) => ({
    shipments: figures.count(g.n),
    weightKg: figures.amount(g.w.sum),
    valueUsd: figures.amount(g.v.sum),
    weightKnown: figures.count(g.w.known),
    valueKnown: figures.count(g.v.known),
  });
  for (const name of facets) {
    if (name === "monthly") {
      const months = [...groupBy(rows, (r) => Math.floor(Number(r.day) / 100))].sort(
        ([a], [b]) => Number(a) - Number(b),
      );
      answer.monthly = months.map(
        ([m, g]): MonthPoint => ({ month: `${String(m).slice(0, 4)}-${String(m).slice(4, 6)}`, ...point(g) }),
      );
      continue;
    }
    const ranked = [...groupBy(rows, KEY_OF[name])]
      .sort(byCountThenKey)
      .slice(0, name === "ports" ? PORT_FACET_CODES : top);
    if (name !== "importers" && name !== "exporters") {
      answer[name] = ranked.map(([k, g]): FacetCount => ({ key: String(k), ...point(g) }));
      continue;
    }
    const names = namesOf(
      db,
      ranked.map(([k]) => k),
    );
    answer[name] = ranked.flatMap(([k, g]): FacetCount[] => {
      const firm = names.get(k);
      if (firm === undefined) return [];
      const country =
        typeof firm.country === "string" && firm.country !== "" ? { country: firm.country } : {};
      // A forwarder is marked where it ranks (D311).
      const logistics = firm.logistics === 1 ? { logistics: true as const } : {};
      return [{ key: String(k), label: String(firm.name), ...country, ...logistics, ...point(g) }];
    });
  }
  return answer as FacetAnswer;
};
