// The SQLite trade store's reading side: pages of shipments and facets for a typed query.

import type { TradeRecord } from "@portolan/contracts";
import { broadQueryRefusal, EXACT_COUNT_LIMIT, type TradeQuery } from "@portolan/core";
import type { Db } from "../../sql/sqlite-database.ts";
import { recordOf, cents as round } from "../trade-rows.ts";
import type { TradeStore } from "../trade-store-port.ts";
import { buyersOf, directoryOf } from "./sqlite-buyer-queries.ts";
import { billOf, companiesOf, partnersOf, profileOf } from "./sqlite-company-queries.ts";
import { FACET_COLUMNS, facetsOfRows } from "./sqlite-facet-groups.ts";
import { ftsWords, tradeFilter } from "./sqlite-trade-filter.ts";
import { sampledFacets, sampledTotal } from "./sqlite-trade-sample.ts";

type Row = Record<string, unknown>;

const SORT_COLUMN = { date: "b.day", weight: "b.weight_kg", value: "b.value_usd" } as const;

const RECORD_COLUMNS = `b.id, b.dataset, b.source, b.day, b.bill_type, b.bill_key, b.importer_id, b.importer_name, b.importer_country,
  b.exporter_id, b.exporter_name, b.exporter_country, b.notify_name, b.hs_code, b.description, b.quantity,
  b.quantity_unit, b.weight_kg, b.value_usd, b.origin_country, b.destination_country, b.loading_port,
  b.unloading_port, b.carrier, b.vessel, b.transport_mode, b.container_count, b.hazmat`;

/**
 * Goods text matched in more bills than this (all data sets) is counted by reading the text index
 * in order and stopping at the exact-count limit ("lead"); rarer text gathers its matches first
 * ("set"), which measured 3–5× faster at 3M bills ("cotton": 82k bills in the text index, 20 ms
 * against 80 ms) but slower for the commonest words ("of": 1.3M, 123 ms against 62 ms).
 */
export const COMMON_TEXT_BILLS = 400_000;

/** How a query's matches are gathered for counting and facets (see COMMON_TEXT_BILLS). */
const gatherPlan = (db: Db, q: TradeQuery, common: number): "lead" | "set" => {
  const match =
    q.kind === "description" && q.text !== undefined ? ftsWords("description", q.text) : undefined;
  if (match === undefined) return "set";
  const n = (
    db
      .prepare(
        "SELECT COUNT(*) AS n FROM (SELECT 1 FROM trade_bill_text WHERE trade_bill_text MATCH ? LIMIT ?)",
      )
      .get(match, common + 1) as Row
  ).n;
  return Number(n) > common ? "lead" : "set";
};

/** Matches counted one by one, stopping one past the exact-count limit. */
const cappedCount = (db: Db, q: TradeQuery, common: number): number => {
  const f = tradeFilter(q, undefined, gatherPlan(db, q, common));
  return Number(
    (
      db
        .prepare(`SELECT COUNT(*) AS n FROM (SELECT 1 FROM ${f.from} WHERE ${f.where} LIMIT ?)`)
        .get(...f.params, EXACT_COUNT_LIMIT + 1) as Row
    ).n,
  );
};

export interface SqliteStoreOptions {
  /** Where goods text counts as common (tests set 0 to hold the "lead" plan to the same answers). */
  readonly commonTextBills?: number;
}

export const sqliteTradeStore = (db: Db, options: SqliteStoreOptions = {}): TradeStore => {
  const common = options.commonTextBills ?? COMMON_TEXT_BILLS;
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
  /** A query's matches, at most one past EXACT_COUNT_LIMIT (then it is broad), for its facets. */
  const matchingRows = (q: TradeQuery): Row[] => {
    const f = tradeFilter(q, undefined, gatherPlan(db, q, common));
    return db
      .prepare(`SELECT ${FACET_COLUMNS} FROM ${f.from} WHERE ${f.where} LIMIT ?`)
      .all(...f.params, EXACT_COUNT_LIMIT + 1) as Row[];
  };
  return {
    search: async (q) => {
      const counted = cappedCount(db, q, common);
      const broad = counted > EXACT_COUNT_LIMIT;
      const tooBroad = broad ? broadQueryRefusal(q) : undefined;
      if (tooBroad !== undefined)
        return { tooBroad, total: sampledTotal(db, q), totalExact: false, records: [] };
      const records = rowsOf(q, (q.page - 1) * q.pageSize, q.pageSize, broad);
      return broad
        ? { total: sampledTotal(db, q), totalExact: false, records }
        : { total: counted, totalExact: true, records };
    },
    records: async (q, offset, limit) =>
      rowsOf(q, offset, limit, cappedCount(db, q, common) > EXACT_COUNT_LIMIT),
    firmNames: async (ids) => {
      const wanted = [...new Set(ids)];
      if (wanted.length === 0) return new Map();
      const rows = db
        .prepare(`SELECT id, name FROM trade_companies WHERE id IN (${wanted.map(() => "?").join(",")})`)
        .all(...wanted) as Row[];
      return new Map(rows.map((r) => [Number(r.id), String(r.name)]));
    },
    facets: async (q, facets, top) => {
      // One read decides both: a broad query's facets come from a sample, any other's from its rows.
      const rows = matchingRows(q);
      if (rows.length > EXACT_COUNT_LIMIT) return sampledFacets(db, q, facets, top);
      const count = (n: number) => n;
      return facetsOfRows(db, rows, facets, top, { count, amount: round, estimated: false });
    },
    bill: async (id) => billOf(db, id),
    companies: async (q, role) => companiesOf(db, q, role),
    companyProfile: async (id, datasets, top) => profileOf(db, id, datasets, top),
    partners: async (id, datasets, order, page, pageSize) =>
      partnersOf(db, id, datasets, order, page, pageSize),
    buyers: async (q, order, forwarders) => buyersOf(db, q, order, forwarders),
    directory: async (search) => directoryOf(db, search),
  };
};
