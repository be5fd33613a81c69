// The ClickHouse trade store's buyer search and directory (D260, D261): the same answers as the
// SQLite store's (the conformance suite holds both), read from the bills through the firm
// dictionary; buyer-views.ts orders, pages and picks, as on every engine.

import type { BuyerRow, DirectoryRow } from "@portolan/contracts";
import { type BuyerOrder, type DirectorySearch, normaliseText, type TradeQuery } from "@portolan/core";
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
import type { BillsTable } from "./clickhouse-bills-table.ts";
import { clickhouseFilter } from "./clickhouse-trade-filter.ts";
import type { ClickHouseExecutor } from "./executor.ts";

type Row = Record<string, unknown>;
type Firm = { id: string; name: string; country: string; logistics: number };

export const clickhouseBuyerQueries = (
  ch: ClickHouseExecutor,
  db: string,
  table: BillsTable,
  /** A firm's latest bills with their own tables, either side or as importer (the profile's rows). */
  latestWithTables: (
    id: number,
    datasets: readonly string[],
    limit: number,
    importerOnly: boolean,
  ) => Promise<Row[]>,
) => {
  const firms = async (ids: readonly number[]) =>
    new Map(
      (
        await ch.rows<Firm>(
          `SELECT toString(id) AS id, name, country, logistics FROM ${db}.trade_companies WHERE id IN {ids:Array(UInt64)}`,
          { ids: [...ids] },
        )
      ).map((r) => [Number(r.id), r]),
    );
  const named = (id: number, f: Firm | undefined) => ({
    id,
    name: f?.name ?? "",
    ...country(f?.country),
    logistics: Number(f?.logistics) === 1,
  });

  const buyers = async (
    q: TradeQuery,
    order: BuyerOrder,
    forwarders: boolean,
  ): Promise<{ total: number; asOf?: string; forwardersHidden: number; records: BuyerRow[] }> => {
    const bills = await table();
    const f = clickhouseFilter(db, q);
    const rows = await ch.rows(
      `SELECT toString(k) AS k, count() AS n, sum(weight_kg) AS w, sum(value_usd) AS v, count(weight_kg) AS wk,
         count(value_usd) AS vk, min(day) AS first, max(day) AS last
       FROM (SELECT importer_id AS k, day, weight_kg, value_usd FROM ${bills} WHERE ${f.where})
       WHERE k IS NOT NULL GROUP BY k`,
      f.params,
    );
    const names = await firms(rows.map((r) => Number(r.k)));
    const groups = rows.map((r) => ({
      ...named(Number(r.k), names.get(Number(r.k))),
      shipments: Number(r.n),
      weightKg: round(r.w),
      valueUsd: round(r.v),
      // count(column) counts the non-NULL ones: the sums are of the known figures only (D342).
      weightKnown: Number(r.wk),
      valueKnown: Number(r.vk),
      firstDate: dayText(r.first),
      lastDate: dayText(r.last),
    }));
    const {
      asOf,
      total,
      forwardersHidden,
      rows: page,
    } = buyerPage(groups, order, q.page, q.pageSize, forwarders);
    const ids = page.map((r) => r.id);
    const pairRows =
      ids.length === 0
        ? []
        : await ch.rows(
            `SELECT toString(b) AS buyer, toString(s) AS k, count() AS n FROM (
               SELECT importer_id AS b, exporter_id AS s FROM ${bills} WHERE ${f.where})
             WHERE b IN {ids:Array(UInt64)} AND s IS NOT NULL GROUP BY b, s`,
            { ...f.params, ids },
          );
    const supplierNames = await firms(pairRows.map((r) => Number(r.k)));
    const suppliers = topSuppliers(
      pairRows.map((r) => {
        const s = supplierNames.get(Number(r.k));
        return {
          buyer: Number(r.buyer),
          supplier: { id: Number(r.k), name: s?.name ?? "", ...country(s?.country), shipments: Number(r.n) },
        };
      }),
    );
    const info = await Promise.all(
      page.map(async (r) => infoOfBills(await latestWithTables(r.id, q.datasets, INFO_BILLS, true), r.id)),
    );
    return {
      total,
      ...(asOf === undefined ? {} : { asOf }),
      forwardersHidden,
      records: page.map((r, i) => ({
        ...r,
        suppliers: suppliers.get(r.id) ?? [],
        info: info[i] ?? {},
      })),
    };
  };

  const directory = async (s: DirectorySearch): Promise<{ total: number; records: DirectoryRow[] }> => {
    const bills = await table();
    const datasets = [...s.datasets];
    const matched = new Map<number, Set<DirectoryRow["matchedBy"][number]>>();
    if (s.text !== undefined) {
      const folded = normaliseText(s.text);
      if (s.match !== "contact" && folded !== "") {
        const rows = await ch.rows(
          `SELECT DISTINCT company_id FROM ${db}.trade_company_names WHERE positionUTF8(name_folded, {text:String}) > 0`,
          { text: folded },
        );
        markMatched(
          matched,
          rows.map((r) => Number(r.company_id)),
          "name",
        );
      }
      const product = directoryProductQuery(s);
      if (product !== undefined) {
        const f = clickhouseFilter(db, product);
        const rows = await ch.rows(
          `SELECT DISTINCT toString(importer_id) AS i, toString(exporter_id) AS e
           FROM ${bills} WHERE ${f.where}`,
          f.params,
        );
        markMatched(
          matched,
          rows.flatMap((r) => [r.i, r.e].filter((v) => v !== null && v !== undefined).map(Number)),
          "product",
        );
      }
      const words = contactWords(s.text);
      if (s.match !== "name" && words.length > 0) {
        const rows = await ch.rows(
          `SELECT importer_id, exporter_id, detail
           FROM ${bills} WHERE counted = 1 AND dataset IN {datasets:Array(String)} AND detail IS NOT NULL
             AND arrayAll(w -> positionUTF8(lowerUTF8(detail), w) > 0, {words:Array(String)})`,
          { datasets, words },
        );
        markMatched(matched, contactFirms(rows, s.text), "contact");
      }
    }
    const only = s.text === undefined ? "" : "AND k IN {ids:Array(UInt64)}";
    const rows = await ch.rows(
      `SELECT toString(k) AS firm, count() AS n, countIf(coalesce(i = k, 0)) AS imp,
         countIf(coalesce(e = k, 0)) AS exp, max(day) AS last
       FROM (SELECT arrayJoin(arrayDistinct(arrayFilter(x -> isNotNull(x), [i, e]))) AS k, i, e, day FROM (
         SELECT importer_id AS i, exporter_id AS e, day FROM ${bills}
         WHERE counted = 1 AND dataset IN {datasets:Array(String)}))
       WHERE k IS NOT NULL ${only} GROUP BY k`,
      { datasets, ids: [...matched.keys()] },
    );
    const names = await firms(rows.map((r) => Number(r.firm)));
    const groups: DirectoryGroup[] = rows.map((r) => ({
      ...named(Number(r.firm), names.get(Number(r.firm))),
      shipments: Number(r.n),
      asImporter: Number(r.imp),
      asExporter: Number(r.exp),
      lastDate: dayText(r.last),
    }));
    const page = directoryPage(groups, matched, s);
    const info = await Promise.all(
      page.map(async (r) => infoOfBills(await latestWithTables(r.id, datasets, INFO_BILLS, false), r.id)),
    );
    return { total: groups.length, records: page.map((r, i) => ({ ...r, info: info[i] ?? {} })) };
  };

  return { buyers, directory };
};
