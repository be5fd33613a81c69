// The SQLite trade store's buyer search and directory (D260, D261): the engine reads the groups and
// the page's suppliers and bills; buyer-views.ts orders, pages and picks, as on every engine.

import type { BuyerRow, DirectoryRow } from "@portolan/contracts";
import type { BuyerOrder, DirectorySearch, TradeQuery } from "@portolan/core";
import { type Db, placeholders } from "../../sql/sqlite-database.ts";
import {
  buyerPage,
  contactFirms,
  contactWords,
  type DirectoryGroup,
  directoryPage,
  directoryProductQuery,
  markMatched,
  topSuppliers,
} from "../buyer-views.ts";
import { INFO_BILLS, infoOfBills } from "../firm-views.ts";
import { countryOf as country, dayText, cents as round } from "../trade-rows.ts";
import { latestBills } from "./sqlite-company-queries.ts";
import { firmsContaining, tradeFilter } from "./sqlite-trade-filter.ts";

type Row = Record<string, unknown>;

/** A firm's latest bills with their own tables on one side, newest first (its info fields' rows). */
const billsAs = (db: Db, side: "importer" | "exporter", id: number, datasets: readonly string[]) =>
  db
    .prepare(
      `SELECT * FROM trade_bills INDEXED BY trade_bills_by_${side} WHERE ${side}_id = ? AND counted = 1
       AND dataset IN (${placeholders(datasets.length)}) AND detail IS NOT NULL ORDER BY day DESC, dataset, source LIMIT ?`,
    )
    .all(id, ...datasets, INFO_BILLS) as Row[];

export const buyersOf = (
  db: Db,
  q: TradeQuery,
  order: BuyerOrder,
  forwarders: boolean,
): { total: number; asOf?: string; forwardersHidden: number; records: BuyerRow[] } => {
  const f = tradeFilter(q);
  const groups = (
    db
      .prepare(
        `SELECT c.id, c.name, c.country, c.logistics, g.n, g.w, g.v, g.wk, g.vk, g.first, g.last FROM (
           SELECT b.importer_id AS k, COUNT(*) AS n, SUM(b.weight_kg) AS w, SUM(b.value_usd) AS v,
             COUNT(b.weight_kg) AS wk, COUNT(b.value_usd) AS vk, MIN(b.day) AS first, MAX(b.day) AS last
           FROM ${f.from} WHERE ${f.where} AND b.importer_id IS NOT NULL GROUP BY k) g
         JOIN trade_companies c ON c.id = g.k`,
      )
      .all(...f.params) as Row[]
  ).map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    ...country(r.country),
    logistics: r.logistics === 1,
    shipments: Number(r.n),
    weightKg: round(r.w),
    valueUsd: round(r.v),
    // COUNT(column) counts the non-NULL ones: the sums are of the known figures only (D342).
    weightKnown: Number(r.wk),
    valueKnown: Number(r.vk),
    firstDate: dayText(r.first),
    lastDate: dayText(r.last),
  }));
  const { asOf, total, forwardersHidden, rows } = buyerPage(groups, order, q.page, q.pageSize, forwarders);
  const ids = rows.map((r) => r.id);
  const pairs =
    ids.length === 0
      ? []
      : (
          db
            .prepare(
              `SELECT g.buyer, g.k, g.n, c.name, c.country FROM (
                 SELECT b.importer_id AS buyer, b.exporter_id AS k, COUNT(*) AS n FROM ${f.from}
                 WHERE ${f.where} AND b.importer_id IN (${placeholders(ids.length)}) AND b.exporter_id IS NOT NULL
                 GROUP BY 1, 2) g JOIN trade_companies c ON c.id = g.k`,
            )
            .all(...f.params, ...ids) as Row[]
        ).map((r) => ({
          buyer: Number(r.buyer),
          supplier: { id: Number(r.k), name: String(r.name), ...country(r.country), shipments: Number(r.n) },
        }));
  const suppliers = topSuppliers(pairs);
  return {
    total,
    ...(asOf === undefined ? {} : { asOf }),
    forwardersHidden,
    records: rows.map((r) => ({
      ...r,
      suppliers: suppliers.get(r.id) ?? [],
      info: infoOfBills(billsAs(db, "importer", r.id, q.datasets), r.id),
    })),
  };
};

const idsOf = (rows: Row[], ...keys: string[]) =>
  rows.flatMap((r) =>
    keys
      .map((k) => r[k])
      .filter((v) => v !== null && v !== undefined)
      .map(Number),
  );

export const directoryOf = (db: Db, s: DirectorySearch): { total: number; records: DirectoryRow[] } => {
  const ds = s.datasets;
  const matched = new Map<number, Set<DirectoryRow["matchedBy"][number]>>();
  if (s.text !== undefined) {
    if (s.match !== "contact") {
      const params: (string | number)[] = [];
      const sql = firmsContaining(s.text, params);
      markMatched(matched, idsOf(db.prepare(sql).all(...params) as Row[], "company_id"), "name");
    }
    const product = directoryProductQuery(s);
    if (product !== undefined) {
      const f = tradeFilter(product);
      const rows = db
        .prepare(`SELECT DISTINCT b.importer_id, b.exporter_id FROM ${f.from} WHERE ${f.where}`)
        .all(...f.params) as Row[];
      markMatched(matched, idsOf(rows, "importer_id", "exporter_id"), "product");
    }
    const words = contactWords(s.text);
    if (s.match !== "name" && words.length > 0) {
      // Bills whose tables hold every word somewhere, then only those where a contact number does.
      const rows = db
        .prepare(
          `SELECT importer_id, exporter_id, detail FROM trade_bills WHERE counted = 1
           AND dataset IN (${placeholders(ds.length)}) AND detail IS NOT NULL
           ${words.map(() => "AND instr(lower(detail), ?) > 0").join(" ")}`,
        )
        .all(...ds, ...words) as Row[];
      markMatched(matched, contactFirms(rows, s.text), "contact");
    }
  }
  const only = s.text === undefined ? "" : "AND m.company_id IN (SELECT value FROM json_each(?))";
  const groups: DirectoryGroup[] = (
    db
      .prepare(
        `SELECT c.id, c.name, c.country, c.logistics, g.n, g.imp, g.exp, g.last FROM (
           SELECT m.company_id AS k, SUM(m.shipments) AS n, SUM(m.as_importer) AS imp,
             SUM(m.as_exporter) AS exp, MAX(m.last_day) AS last
           FROM trade_firm_totals m WHERE m.dataset IN (${placeholders(ds.length)}) ${only} GROUP BY k) g
         JOIN trade_companies c ON c.id = g.k`,
      )
      .all(...ds, ...(s.text === undefined ? [] : [JSON.stringify([...matched.keys()])])) as Row[]
  ).map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    ...country(r.country),
    logistics: r.logistics === 1,
    shipments: Number(r.n),
    asImporter: Number(r.imp),
    asExporter: Number(r.exp),
    lastDate: dayText(r.last),
  }));
  return {
    total: groups.length,
    records: directoryPage(groups, matched, s).map((r) => ({
      ...r,
      info: infoOfBills(latestBills(db, r.id, ds, INFO_BILLS, true), r.id),
    })),
  };
};
