// The SQLite trade store's firm views: firms of a query, a firm's profile and its partners. A firm
// is on a shipment as importer (consignee) or exporter (shipper); its partners are the other side.

import type {
  CompanyHit,
  CompanyProfile,
  FacetCount,
  PartnerRow,
  TradeBill,
  TradeParty,
} from "@portolan/contracts";
import { type PartnerOrder, PORT_FACET_CODES, type TradeQuery } from "@portolan/core";
import { type Db, placeholders } from "../../sql/sqlite-database.ts";
import { INFO_BILLS, infoOfBills, partnerPage, RECENT_BILLS, shareOf } from "../firm-views.ts";
import { billOfRow, countryOf as country, dayText, recordOf, cents as round } from "../trade-rows.ts";
import { firmRows } from "./sqlite-firm-rollups.ts";
import { tradeFilter } from "./sqlite-trade-filter.ts";

type Row = Record<string, unknown>;

export const billOf = (db: Db, id: number): TradeBill | undefined => {
  const row = db.prepare("SELECT * FROM trade_bills WHERE id = ?").get(id) as Row | undefined;
  return row === undefined ? undefined : billOfRow(row);
};

export const companiesOf = (
  db: Db,
  q: TradeQuery,
  role: "importer" | "exporter",
): { total: number; records: CompanyHit[] } => {
  const f = tradeFilter(q);
  const key = `b.${role}_id`;
  const total = Number(
    (db.prepare(`SELECT COUNT(DISTINCT ${key}) AS n FROM ${f.from} WHERE ${f.where}`).get(...f.params) as Row)
      .n,
  );
  const rows = db
    .prepare(
      `SELECT c.id, c.name, c.country, c.logistics, g.n, g.last FROM (
         SELECT ${key} AS k, COUNT(*) AS n, MAX(b.day) AS last FROM ${f.from}
         WHERE ${f.where} AND ${key} IS NOT NULL GROUP BY k) g
       JOIN trade_companies c ON c.id = g.k ORDER BY g.n DESC, c.id LIMIT ? OFFSET ?`,
    )
    .all(...f.params, q.pageSize, (q.page - 1) * q.pageSize) as Row[];
  return {
    total,
    records: rows.map((r) => ({
      id: Number(r.id),
      name: String(r.name),
      ...country(r.country),
      logistics: r.logistics === 1,
      shipments: Number(r.n),
      lastDate: dayText(Number(r.last)),
    })),
  };
};

const facetOf = (r: Row, firm: boolean): FacetCount => ({
  key: String(r.k),
  ...(firm ? { label: String(r.name), ...country(r.country) } : {}),
  shipments: Number(r.n),
  weightKg: round(r.w),
  valueUsd: round(r.v),
  weightKnown: Number(r.wk ?? 0),
  valueKnown: Number(r.vk ?? 0),
});

/** The sums of known weights and values with how many were known (D322), as SQL over rollup rows. */
const KNOWN_SUMS =
  "SUM(weight_kg) AS w, SUM(value_usd) AS v, SUM(weight_known) AS wk, SUM(value_known) AS vk";

/** A firm's top partners, or top HS codes, ports or lanes (trade_firm_tops' kinds). */
const topOf = (
  db: Db,
  id: number,
  datasets: readonly string[],
  kind: "partner" | "hs" | "port" | "lane",
  top: number,
): FacetCount[] => {
  const partner = kind === "partner";
  const rows = partner
    ? firmRows(db, "trade_firm_partners", id, datasets)
    : firmRows(db, "trade_firm_tops", id, datasets);
  const found = db
    .prepare(
      partner
        ? `SELECT g.*, c.name, c.country FROM (
             SELECT partner_id AS k, SUM(shipments) AS n, ${KNOWN_SUMS}
             ${rows.from} GROUP BY k ORDER BY n DESC, k LIMIT ?) g
           JOIN trade_companies c ON c.id = g.k ORDER BY g.n DESC, g.k`
        : `SELECT key AS k, SUM(shipments) AS n, ${KNOWN_SUMS}
           ${rows.from} AND kind = ? GROUP BY k ORDER BY n DESC, k LIMIT ?`,
    )
    .all(...rows.params, ...(partner ? [top] : [kind, top])) as Row[];
  return found.map((r) => facetOf(r, partner));
};

/**
 * The firm's latest counted bills in the data sets (either side), newest first, ties by data set and
 * source id: each side's first `limit` through its (firm, day) index, then merged.
 */
export const latestBills = (
  db: Db,
  id: number,
  datasets: readonly string[],
  limit: number,
  withDetail: boolean,
) => {
  // INDEXED BY: without statistics SQLite picked the data sets' date index and read a whole data
  // set (0.3–0.7 s at 3M bills) instead of the firm's few thousand bills.
  const side = (role: "importer" | "exporter") =>
    `SELECT * FROM (SELECT * FROM trade_bills INDEXED BY trade_bills_by_${role} WHERE ${role}_id = ? AND counted = 1
       AND dataset IN (${placeholders(datasets.length)})${withDetail ? " AND detail IS NOT NULL" : ""}
       ORDER BY day DESC, dataset, source LIMIT ?)`;
  return db
    .prepare(
      `SELECT * FROM (${side("importer")} UNION ${side("exporter")})
       ORDER BY day DESC, dataset, source LIMIT ?`,
    )
    .all(id, ...datasets, limit, id, ...datasets, limit, limit) as Row[];
};

export const profileOf = (
  db: Db,
  id: number,
  datasets: readonly string[],
  top: number,
): CompanyProfile | undefined => {
  const firm = db.prepare("SELECT id, name, country, logistics FROM trade_companies WHERE id = ?").get(id) as
    | Row
    | undefined;
  if (firm === undefined) return undefined;
  const aliases = (
    db
      .prepare("SELECT DISTINCT name FROM trade_company_names WHERE company_id = ? ORDER BY name")
      .all(id) as Row[]
  ).map((r) => String(r.name));
  const monthRows = firmRows(db, "trade_firm_months", id, datasets);
  const months = db
    .prepare(
      `SELECT month AS m, SUM(shipments) AS n, SUM(as_importer) AS imp, SUM(as_exporter) AS exp,
         ${KNOWN_SUMS}, MIN(first_day) AS first, MAX(last_day) AS last
       ${monthRows.from} GROUP BY m ORDER BY m`,
    )
    .all(...monthRows.params) as Row[];
  const sum = (k: string) => months.reduce((n, r) => n + Number(r[k] ?? 0), 0);
  const first = months[0]?.first;
  const last = months.reduce((n, r) => Math.max(n, Number(r.last)), 0);
  const monthly = months.map((r) => {
    const m = String(r.m);
    return {
      month: `${m.slice(0, 4)}-${m.slice(4, 6)}`,
      shipments: Number(r.n),
      weightKg: round(r.w),
      valueUsd: round(r.v),
      weightKnown: Number(r.wk ?? 0),
      valueKnown: Number(r.vk ?? 0),
    };
  });
  return {
    id,
    name: String(firm.name),
    ...country(firm.country),
    logistics: firm.logistics === 1,
    aliases,
    asImporter: sum("imp"),
    asExporter: sum("exp"),
    weightKg: round(sum("w")),
    valueUsd: round(sum("v")),
    weightKnown: sum("wk"),
    valueKnown: sum("vk"),
    ...(first === undefined ? {} : { firstDate: dayText(Number(first)), lastDate: dayText(last) }),
    monthly,
    partners: topOf(db, id, datasets, "partner", top),
    hsCodes: topOf(db, id, datasets, "hs", top),
    // Every code up to PORT_FACET_CODES: the handler adds up a port's codes, then keeps the top (D350).
    ports: topOf(db, id, datasets, "port", PORT_FACET_CODES),
    lanes: topOf(db, id, datasets, "lane", top),
    info: infoOfBills(latestBills(db, id, datasets, INFO_BILLS, true), id),
    recentBills: latestBills(db, id, datasets, RECENT_BILLS, false).map(recordOf),
  };
};

export const partnersOf = (
  db: Db,
  id: number,
  datasets: readonly string[],
  order: PartnerOrder,
  page: number,
  pageSize: number,
): { company: TradeParty; total: number; shipments: number; records: PartnerRow[] } | undefined => {
  const firm = db.prepare("SELECT name, country FROM trade_companies WHERE id = ?").get(id) as
    | Row
    | undefined;
  if (firm === undefined) return undefined;
  const sums = db
    .prepare(
      `SELECT SUM(shipments) AS n FROM trade_firm_totals WHERE company_id = ? AND dataset IN (${placeholders(datasets.length)})`,
    )
    .get(id, ...datasets) as Row;
  const shipments = Number(sums.n ?? 0);
  const partnerRows = firmRows(db, "trade_firm_partners", id, datasets);
  // Every partner is read and ordered here, by the comparator both engines share (a firm has
  // thousands of partners at most: its rollup rows, not its bills).
  const rows = db
    .prepare(
      `SELECT g.*, c.name, c.country FROM (
         SELECT partner_id AS k, SUM(shipments) AS n, ${KNOWN_SUMS},
           MIN(first_day) AS first, MAX(last_day) AS last
         ${partnerRows.from} GROUP BY k) g
       JOIN trade_companies c ON c.id = g.k`,
    )
    .all(...partnerRows.params) as Row[];
  const all: PartnerRow[] = rows.map((r) => ({
    partner: { id: Number(r.k), name: String(r.name), ...country(r.country) },
    shipments: Number(r.n),
    weightKg: round(r.w),
    valueUsd: round(r.v),
    weightKnown: Number(r.wk ?? 0),
    valueKnown: Number(r.vk ?? 0),
    firstDate: dayText(Number(r.first)),
    lastDate: dayText(Number(r.last)),
    share: shareOf(Number(r.n), shipments),
  }));
  return {
    company: { id, name: String(firm.name), ...country(firm.country) },
    total: all.length,
    shipments,
    records: partnerPage(all, order, page, pageSize),
  };
};
