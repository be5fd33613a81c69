// The SQLite trade store's firm views: firms of a query, a firm's profile and its partners. A firm
// is on a shipment as importer (consignee) or exporter (shipper); its partners are the other side.

import type { CompanyHit, CompanyProfile, FacetCount, PartnerRow, TradeBill } from "@portolan/contracts";
import { AMS_COLUMNS, AMS_LOAD_ORDER, type TradeQuery } from "@portolan/core";
import type { Db } from "../../storage/sqlite/database.ts";
import { tradeFilter } from "./sqlite-trade-filter.ts";
import { dayText } from "./sqlite-trade-totals.ts";

type Row = Record<string, unknown>;
const in_ = (n: number) => Array.from({ length: n }, () => "?").join(", ");
const round = (n: unknown) => Math.round(Number(n ?? 0) * 100) / 100;
const country = (c: unknown) => (typeof c === "string" && /^[A-Z]{2}$/.test(c) ? { country: c } : {});

/** The firm's shipments (either side) in the data sets: a sub-select every view starts from. */
const firmBills = (datasets: readonly string[]) =>
  `SELECT *, CASE WHEN importer_id = ? THEN exporter_id ELSE importer_id END AS partner_id
   FROM trade_bills WHERE counted = 1 AND dataset IN (${in_(datasets.length)}) AND (importer_id = ? OR exporter_id = ?)`;
const firmParams = (id: number, datasets: readonly string[]) => [id, ...datasets, id, id];

export const billOf = (
  db: Db,
  id: number,
  recordOf: (r: Row) => TradeBill["record"],
): TradeBill | undefined => {
  const row = db.prepare("SELECT * FROM trade_bills WHERE id = ?").get(id) as Row | undefined;
  if (row === undefined) return undefined;
  if (row.detail === null) return { record: recordOf(row) };
  const detail = JSON.parse(String(row.detail)) as Record<string, (string | number | null)[][]>;
  const tables: Record<string, Record<string, string | number | null>[]> = {};
  for (const table of AMS_LOAD_ORDER) {
    const list = detail[table];
    if (list === undefined) continue;
    const columns = AMS_COLUMNS[table].slice(1);
    tables[table] = list.map((values) => Object.fromEntries(columns.map((c, i) => [c, values[i] ?? null])));
  }
  return { record: recordOf(row), tables };
};

export const companiesOf = (
  db: Db,
  q: TradeQuery,
  role: "importer" | "exporter",
): { total: number; records: CompanyHit[] } => {
  const f = tradeFilter(q);
  const key = `b.${role}_id`;
  const total = Number(
    (
      db
        .prepare(`SELECT COUNT(DISTINCT ${key}) AS n FROM trade_bills b WHERE ${f.where}`)
        .get(...f.params) as Row
    ).n,
  );
  const rows = db
    .prepare(
      `SELECT c.id, c.name, c.country, c.logistics, g.n, g.last FROM (
         SELECT ${key} AS k, COUNT(*) AS n, MAX(b.day) AS last FROM trade_bills b
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

const topOf = (
  db: Db,
  id: number,
  datasets: readonly string[],
  key: string,
  top: number,
  firm = false,
): FacetCount[] =>
  (
    db
      .prepare(
        `SELECT g.k, g.n, g.w, g.v${firm ? ", c.name, c.country" : ""} FROM (
           SELECT ${key} AS k, COUNT(*) AS n, SUM(weight_kg) AS w, SUM(value_usd) AS v FROM (${firmBills(datasets)})
           WHERE ${key} IS NOT NULL GROUP BY k ORDER BY n DESC, k LIMIT ?) g
         ${firm ? "JOIN trade_companies c ON c.id = g.k" : ""} ORDER BY g.n DESC, g.k`,
      )
      .all(...firmParams(id, datasets), top) as Row[]
  ).map((r) => ({
    key: String(r.k),
    ...(firm ? { label: String(r.name), ...country(r.country) } : {}),
    shipments: Number(r.n),
    weightKg: round(r.w),
    valueUsd: round(r.v),
  }));

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
  const totals = db
    .prepare(
      `SELECT SUM(importer_id = ?) AS imp, SUM(exporter_id = ?) AS exp, SUM(weight_kg) AS w, SUM(value_usd) AS v,
         MIN(day) AS first, MAX(day) AS last FROM (${firmBills(datasets)})`,
    )
    .get(id, id, ...firmParams(id, datasets)) as Row;
  const monthly = (
    db
      .prepare(
        `SELECT day / 100 AS m, COUNT(*) AS n, SUM(weight_kg) AS w, SUM(value_usd) AS v FROM (${firmBills(datasets)})
         GROUP BY m ORDER BY m`,
      )
      .all(...firmParams(id, datasets)) as Row[]
  ).map((r) => {
    const m = String(r.m);
    return {
      month: `${m.slice(0, 4)}-${m.slice(4, 6)}`,
      shipments: Number(r.n),
      weightKg: round(r.w),
      valueUsd: round(r.v),
    };
  });
  return {
    id,
    name: String(firm.name),
    ...country(firm.country),
    logistics: firm.logistics === 1,
    aliases,
    asImporter: Number(totals.imp ?? 0),
    asExporter: Number(totals.exp ?? 0),
    weightKg: round(totals.w),
    valueUsd: round(totals.v),
    ...(totals.first === null
      ? {}
      : { firstDate: dayText(Number(totals.first)), lastDate: dayText(Number(totals.last)) }),
    monthly,
    partners: topOf(db, id, datasets, "partner_id", top, true),
    hsCodes: topOf(db, id, datasets, "substr(hs_code, 1, 6)", top),
    ports: topOf(db, id, datasets, "loading_port", top),
    lanes: topOf(db, id, datasets, "origin_country || '-' || destination_country", top),
  };
};

export const partnersOf = (
  db: Db,
  id: number,
  datasets: readonly string[],
  page: number,
  pageSize: number,
): { total: number; shipments: number; records: PartnerRow[] } => {
  const sums = db
    .prepare(`SELECT COUNT(*) AS n, COUNT(DISTINCT partner_id) AS p FROM (${firmBills(datasets)})`)
    .get(...firmParams(id, datasets)) as Row;
  const shipments = Number(sums.n);
  const rows = db
    .prepare(
      `SELECT g.*, c.name, c.country FROM (
         SELECT partner_id AS k, COUNT(*) AS n, SUM(weight_kg) AS w, SUM(value_usd) AS v, MIN(day) AS first, MAX(day) AS last
         FROM (${firmBills(datasets)}) WHERE partner_id IS NOT NULL GROUP BY k) g
       JOIN trade_companies c ON c.id = g.k ORDER BY g.n DESC, g.k LIMIT ? OFFSET ?`,
    )
    .all(...firmParams(id, datasets), pageSize, (page - 1) * pageSize) as Row[];
  return {
    total: Number(sums.p),
    shipments,
    records: rows.map((r) => ({
      partner: { id: Number(r.k), name: String(r.name), ...country(r.country) },
      shipments: Number(r.n),
      weightKg: round(r.w),
      valueUsd: round(r.v),
      firstDate: dayText(Number(r.first)),
      lastDate: dayText(Number(r.last)),
      share: shipments === 0 ? 0 : Math.round((Number(r.n) / shipments) * 10_000) / 10_000,
    })),
  };
};
