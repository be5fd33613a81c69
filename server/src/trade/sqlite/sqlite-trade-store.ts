// The SQLite trade store's reading side: pages of shipments and facets for a typed query.

import type { FacetCount, MonthPoint, TradeRecord } from "@portolan/contracts";
import { broadQueryRefusal, EXACT_COUNT_LIMIT, type TradeFacet, type TradeQuery } from "@portolan/core";
import type { Db } from "../../storage/sqlite/database.ts";
import { opt, recordOf, cents as round } from "../trade-rows.ts";
import type { FacetAnswer, TradeStore } from "../trade-store-port.ts";
import { buyersOf, directoryOf } from "./sqlite-buyer-queries.ts";
import { billOf, companiesOf, partnersOf, profileOf } from "./sqlite-company-queries.ts";
import { tradeFilter } from "./sqlite-trade-filter.ts";
import { sampledFacets, sampledTotal } from "./sqlite-trade-sample.ts";

type Row = Record<string, unknown>;

const SORT_COLUMN = { date: "b.day", weight: "b.weight_kg", value: "b.value_usd" } as const;

const RECORD_COLUMNS = `b.id, b.dataset, b.source, b.day, b.bill_type, b.importer_id, b.importer_name, b.importer_country,
  b.exporter_id, b.exporter_name, b.exporter_country, b.notify_name, b.hs_code, b.description, b.quantity,
  b.quantity_unit, b.weight_kg, b.value_usd, b.origin_country, b.destination_country, b.loading_port,
  b.unloading_port, b.carrier, b.vessel, b.transport_mode, b.container_count, b.hazmat`;

/** What each facet groups by; firms carry their name and country from the firms table. */
const FACET_KEY: Readonly<Record<Exclude<TradeFacet, "monthly">, string>> = {
  importers: "b.importer_id",
  exporters: "b.exporter_id",
  hsCodes: "substr(b.hs_code, 1, 6)",
  originCountries: "b.origin_country",
  destinationCountries: "b.destination_country",
  ports: "b.loading_port",
  carriers: "b.carrier",
};

/** Matches counted one by one, stopping one past the exact-count limit. */
const cappedCount = (db: Db, q: TradeQuery): number => {
  const f = tradeFilter(q, undefined, "lead");
  return Number(
    (
      db
        .prepare(`SELECT COUNT(*) AS n FROM (SELECT 1 FROM ${f.from} WHERE ${f.where} LIMIT ?)`)
        .get(...f.params, EXACT_COUNT_LIMIT + 1) as Row
    ).n,
  );
};

export const sqliteTradeStore = (db: Db): TradeStore => {
  /**
   * The query's rows in its order. A broad query (more matches than are counted exactly) in the
   * default order walks the newest-first index and asks each bill of the text index, stopping
   * after the page; any other query gathers its matches and sorts them.
   */
  const rowsOf = (q: TradeQuery, offset: number, limit: number, broad = false): TradeRecord[] => {
    const newestFirst = broad && q.sort === "date" && q.descending;
    const f = tradeFilter(q, undefined, newestFirst ? "probe" : "set");
    const direction = q.descending ? "DESC" : "ASC";
    const sort = SORT_COLUMN[q.sort];
    // Rows without the sorted figure go last either way (a date is never missing); ties by data
    // set and source id.
    const order = q.sort === "date" ? `b.day ${direction}` : `${sort} IS NULL, ${sort} ${direction}`;
    const rows = db
      .prepare(
        `SELECT ${RECORD_COLUMNS} FROM ${f.from}
         WHERE ${f.where} ORDER BY ${order}, b.dataset, b.source LIMIT ? OFFSET ?`,
      )
      .all(...f.params, limit, offset) as Row[];
    return rows.map(recordOf);
  };
  const facet = (q: TradeQuery, name: Exclude<TradeFacet, "monthly">, top: number): FacetCount[] => {
    const f = tradeFilter(q);
    const key = FACET_KEY[name];
    const firm = name === "importers" || name === "exporters";
    const rows = db
      .prepare(
        `SELECT g.k, g.n, g.w, g.v${firm ? ", c.name, c.country" : ""} FROM (
           SELECT ${key} AS k, COUNT(*) AS n, SUM(b.weight_kg) AS w, SUM(b.value_usd) AS v
           FROM ${f.from} WHERE ${f.where} AND ${key} IS NOT NULL
           GROUP BY k ORDER BY n DESC, k LIMIT ?) g
         ${firm ? "JOIN trade_companies c ON c.id = g.k" : ""}
         ORDER BY g.n DESC, g.k`,
      )
      .all(...f.params, top) as Row[];
    return rows.map((r) => ({
      key: String(r.k),
      ...(firm
        ? { label: String(r.name), ...opt("country", r.country === "" ? null : (r.country as string)) }
        : {}),
      shipments: Number(r.n),
      weightKg: round(r.w),
      valueUsd: round(r.v),
    }));
  };
  const monthly = (q: TradeQuery): MonthPoint[] => {
    const f = tradeFilter(q);
    return (
      db
        .prepare(
          `SELECT b.day / 100 AS m, COUNT(*) AS n, SUM(b.weight_kg) AS w, SUM(b.value_usd) AS v
           FROM ${f.from} WHERE ${f.where} GROUP BY m ORDER BY m`,
        )
        .all(...f.params) as Row[]
    ).map((r) => {
      const m = String(r.m);
      return {
        month: `${m.slice(0, 4)}-${m.slice(4, 6)}`,
        shipments: Number(r.n),
        weightKg: round(r.w),
        valueUsd: round(r.v),
      };
    });
  };
  return {
    search: async (q) => {
      const counted = cappedCount(db, q);
      const broad = counted > EXACT_COUNT_LIMIT;
      const tooBroad = broad ? broadQueryRefusal(q) : undefined;
      if (tooBroad !== undefined)
        return { tooBroad, total: sampledTotal(db, q), totalExact: false, records: [] };
      const records = rowsOf(q, (q.page - 1) * q.pageSize, q.pageSize, broad);
      return broad
        ? { total: sampledTotal(db, q), totalExact: false, records }
        : { total: counted, totalExact: true, records };
    },
    records: async (q, offset, limit) => rowsOf(q, offset, limit, cappedCount(db, q) > EXACT_COUNT_LIMIT),
    facets: async (q, facets, top) => {
      if (cappedCount(db, q) > EXACT_COUNT_LIMIT) return sampledFacets(db, q, facets, top);
      const answer: Record<string, unknown> = { estimated: false };
      for (const name of facets) answer[name] = name === "monthly" ? monthly(q) : facet(q, name, top);
      return answer as FacetAnswer;
    },
    bill: async (id) => billOf(db, id),
    companies: async (q, role) => companiesOf(db, q, role),
    companyProfile: async (id, datasets, top) => profileOf(db, id, datasets, top),
    partners: async (id, datasets, order, page, pageSize) =>
      partnersOf(db, id, datasets, order, page, pageSize),
    buyers: async (q, order) => buyersOf(db, q, order),
    directory: async (search) => directoryOf(db, search),
  };
};
