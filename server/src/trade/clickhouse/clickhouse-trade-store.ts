// The ClickHouse trade store's reading side: the same answers as the SQLite store (the conformance
// suite holds both to them), in ClickHouse SQL. Firm ids come from the dictionary of spellings.

import type {
  CompanyProfile,
  FacetCount,
  MonthPoint,
  PartnerRow,
  TradeBill,
  TradeRecord,
} from "@portolan/contracts";
import {
  broadQueryRefusal,
  EXACT_COUNT_LIMIT,
  PORT_FACET_CODES,
  type TradeFacet,
  type TradeQuery,
} from "@portolan/core";
import { INFO_BILLS, infoOfBills, partnerPage, RECENT_BILLS, shareOf } from "../firm-views.ts";
import {
  billOfRow,
  countryOf as country,
  dayText,
  monthText,
  recordOf,
  cents as round,
} from "../trade-rows.ts";
import type { FacetAnswer, TradeStore } from "../trade-store-port.ts";
import type { TradeTotals } from "../trade-totals-port.ts";
import { billsTable } from "./clickhouse-bills-table.ts";
import { clickhouseBuyerQueries } from "./clickhouse-buyer-queries.ts";
import { firmSidesOf } from "./clickhouse-firm-sides.ts";
import { clickhouseFilter } from "./clickhouse-trade-filter.ts";
import type { ClickHouseExecutor } from "./executor.ts";

const SORT = { date: "day", weight: "weight_kg", value: "value_usd" } as const;

export const clickhouseTradeStore = (ch: ClickHouseExecutor, db: string): TradeStore => {
  const table = billsTable(ch, db);
  const columns = `id, dataset, source, day, bill_type, bill_key, importer_id, importer_name,
    importer_country, exporter_id, exporter_name, exporter_country, notify_name, hs_code,
    description, quantity, quantity_unit, weight_kg, value_usd, origin_country, destination_country, loading_port,
    unloading_port, carrier, vessel, transport_mode, container_count, hazmat`;

  /**
   * A page of the matches. `from` is where it can start: the sort value of the row at its end, found
   * with the count in one pass over the sort column. Rows are stored by (data set, source id), so
   * without it every matching row's columns were read and sorted (at 30M bills a broad search's
   * first page took 155 ms; with it, about 70). Undefined while fewer rows with a value match (nulls
   * come last): then there is no bound.
   */
  const rowsOf = async (
    bills: string,
    q: TradeQuery,
    offset: number,
    limit: number,
    from?: number,
  ): Promise<TradeRecord[]> => {
    const f = clickhouseFilter(db, q);
    const sort = SORT[q.sort];
    const bound = from === undefined ? "" : ` AND ${sort} ${q.descending ? ">=" : "<="} {pageStart:Float64}`;
    const rows = await ch.rows(
      `SELECT ${columns} FROM ${bills} WHERE ${f.where}${bound}
       ORDER BY isNull(${sort}), ${sort} ${q.descending ? "DESC" : "ASC"}, dataset, source
       LIMIT {limit:UInt32} OFFSET {offset:UInt32}`,
      { ...f.params, limit, offset, ...(from === undefined ? {} : { pageStart: from }) },
    );
    return rows.map(recordOf);
  };

  /** The matches' count, and the sort value of the `upTo`-th row in the query's order (see rowsOf). */
  const countAndBound = async (
    bills: string,
    q: TradeQuery,
    upTo: number,
  ): Promise<{ total: number; from?: number }> => {
    const f = clickhouseFilter(db, q);
    const sort = SORT[q.sort];
    // groupArraySorted keeps the smallest values (nulls skipped): negated for newest or largest first.
    const value = q.descending ? `-toFloat64(${sort})` : `toFloat64(${sort})`;
    const [r] = await ch.rows<{ n: string; top: number[] }>(
      `SELECT toString(count()) AS n, groupArraySorted({pageEnd:UInt32})(${value}) AS top FROM ${bills} WHERE ${f.where}`,
      { ...f.params, pageEnd: upTo },
    );
    const top = r?.top ?? [];
    const last = top.length === upTo ? top[upTo - 1] : undefined;
    return {
      total: Number(r?.n ?? 0),
      ...(last === undefined ? {} : { from: q.descending ? -last : last }),
    };
  };

  const FACET_KEY: Readonly<Record<Exclude<TradeFacet, "monthly">, string>> = {
    importers: "importer_id",
    exporters: "exporter_id",
    hsCodes: "substring(hs_code, 1, 6)",
    originCountries: "origin_country",
    destinationCountries: "destination_country",
    ports: "loading_port",
    carriers: "carrier",
  };

  const firmNames = async (ids: readonly string[]) =>
    new Map(
      (
        await ch.rows<{ id: string; name: string; country: string; logistics: number }>(
          `SELECT toString(id) AS id, name, country, logistics FROM ${db}.trade_companies WHERE id IN {ids:Array(UInt64)}`,
          { ids: ids.map(Number) },
        )
      ).map((r) => [r.id, r]),
    );

  /** Top groups of an expression over rows, with firm names where the key is a firm id. */
  const top = async (
    from: string,
    params: Record<string, unknown>,
    key: string,
    limit: number,
    firm: boolean,
  ): Promise<FacetCount[]> => {
    const rows = await ch.rows(
      // Ties by the key's own order (a firm id as a number, a code as text), as on every engine.
      `SELECT toString(k0) AS k, n, w, v, wk, vk FROM (
         SELECT k0, count() AS n, sum(weight_kg) AS w, sum(value_usd) AS v, count(weight_kg) AS wk,
           count(value_usd) AS vk FROM (SELECT *, ${key} AS k0 FROM ${from})
         WHERE k0 IS NOT NULL GROUP BY k0 ORDER BY n DESC, k0 LIMIT {limit:UInt32})
       ORDER BY n DESC, k0`,
      { ...params, limit },
    );
    const names = firm ? await firmNames(rows.map((r) => String(r.k))) : undefined;
    return rows.map((r) => {
      const f = names?.get(String(r.k));
      return {
        key: String(r.k),
        ...(f === undefined ? {} : { label: f.name, ...country(f.country) }),
        // A forwarder is marked where it ranks (D311).
        ...(Number(f?.logistics) === 1 ? { logistics: true as const } : {}),
        shipments: Number(r.n),
        weightKg: round(r.w),
        valueUsd: round(r.v),
        // count(column) counts the non-NULL ones: the sums are of the known figures only (D341).
        weightKnown: Number(r.wk),
        valueKnown: Number(r.vk),
      };
    });
  };

  const monthlyOf = async (from: string, params: Record<string, unknown>): Promise<MonthPoint[]> =>
    (
      await ch.rows(
        `SELECT intDiv(day, 100) AS m, count() AS n, sum(weight_kg) AS w, sum(value_usd) AS v,
           count(weight_kg) AS wk, count(value_usd) AS vk FROM ${from} GROUP BY m ORDER BY m`,
        params,
      )
    ).map((r) => ({
      month: monthText(r.m),
      shipments: Number(r.n),
      weightKg: round(r.w),
      valueUsd: round(r.v),
      weightKnown: Number(r.wk),
      valueKnown: Number(r.vk),
    }));

  /** A firm's counted bills (either side) in the data sets, the other side as partner_id. */
  const firmBills = firmSidesOf(db);
  /**
   * A firm's whole profile from one read of its bills: totals, months, partners, HS codes, ports
   * and lanes as grouping sets of one query, where seven queries read the bills seven times.
   */
  const profileGroups = `SELECT grouping(m, partner, hs, port, lane) AS g, m, partner, hs, port, lane,
      count() AS n, sum(weight_kg) AS w, sum(value_usd) AS v, count(weight_kg) AS wk, count(value_usd) AS vk,
      countIf(is_imp) AS imp, countIf(is_exp) AS exp, min(day) AS first, max(day) AS last
    FROM (SELECT *, intDiv(day, 100) AS m, toString(partner_id) AS partner, substring(hs_code, 1, 6) AS hs,
        loading_port AS port, concat(origin_country, '-', destination_country) AS lane FROM ${firmBills})
    GROUP BY GROUPING SETS ((m), (partner), (hs), (port), (lane), ())`;

  /**
   * The firm's latest bills (either side, or as importer), newest first, ties by data set and
   * source id: their keys from the firm's rows, then the bills themselves by their primary key.
   */
  const latestBills = (
    bills: string,
    params: Record<string, unknown>,
    limit: number,
    withDetail: boolean,
    importerOnly = false,
  ) =>
    ch.rows(
      `SELECT ${columns}, detail FROM ${bills} WHERE (dataset, source) IN (
         SELECT dataset, source FROM ${firmBills} WHERE 1${withDetail ? " AND has_detail = 1" : ""}${importerOnly ? " AND is_imp = 1" : ""}
         ORDER BY day DESC, dataset, source LIMIT {limit:UInt32})
       ORDER BY day DESC, dataset, source`,
      { ...params, limit },
    );

  const buyerQueries = clickhouseBuyerQueries(ch, db, table, async (id, datasets, limit, importerOnly) =>
    latestBills(await table(), { firm: id, datasets: [...datasets] }, limit, true, importerOnly),
  );

  return {
    ...buyerQueries,
    search: async (q) => {
      const bills = await table();
      const offset = (q.page - 1) * q.pageSize;
      // A deep page or another order than newest first of a broad search is refused as on SQLite
      // (core's broadQueryRefusal, D275): at 30M bills such a page read and sorted every match
      // (240–620 ms), where the count alone takes 15–25 ms.
      const refusal = broadQueryRefusal(q);
      if (refusal !== undefined) {
        const f = clickhouseFilter(db, q);
        const [r] = await ch.rows(`SELECT count() AS n FROM ${bills} WHERE ${f.where}`, f.params);
        const total = Number(r?.n ?? 0);
        if (total > EXACT_COUNT_LIMIT) return { tooBroad: refusal, total, totalExact: true, records: [] };
        // At most EXACT_COUNT_LIMIT matches: their page is read whole, with no bound to find first.
        const records = total === 0 ? [] : await rowsOf(bills, q, offset, q.pageSize);
        return { total, totalExact: true, records };
      }
      const { total, from } = await countAndBound(bills, q, offset + q.pageSize);
      const records = total === 0 ? [] : await rowsOf(bills, q, offset, q.pageSize, from);
      // Always exact: a column store counts millions of matches in milliseconds.
      return { total, totalExact: true, records };
    },
    records: async (q, offset, limit) => rowsOf(await table(), q, offset, limit),
    facets: async (q, facets, limit) => {
      const bills = await table();
      const f = clickhouseFilter(db, q);
      const from = `(SELECT * FROM ${bills} WHERE ${f.where})`;
      const answer: Record<string, unknown> = { estimated: false };
      for (const name of facets)
        answer[name] =
          name === "monthly"
            ? await monthlyOf(from, f.params)
            : await top(
                from,
                f.params,
                FACET_KEY[name],
                name === "ports" ? PORT_FACET_CODES : limit,
                name === "importers" || name === "exporters",
              );
      return answer as FacetAnswer;
    },
    bill: async (id): Promise<TradeBill | undefined> => {
      const bills = await table();
      const [row] = await ch.rows(`SELECT ${columns}, detail FROM ${bills} WHERE id = {id:UInt64}`, { id });
      return row === undefined ? undefined : billOfRow(row);
    },
    companies: async (q, role) => {
      const bills = await table();
      const f = clickhouseFilter(db, q);
      const key = `${role}_id`;
      const [count] = await ch.rows(
        `SELECT uniqExact(k) AS n FROM (SELECT ${key} AS k FROM ${bills} WHERE ${f.where}) WHERE k IS NOT NULL`,
        f.params,
      );
      const rows = await ch.rows(
        `SELECT toString(k) AS k, count() AS n, max(day) AS last FROM (SELECT ${key} AS k, day FROM ${bills} WHERE ${f.where})
         WHERE k IS NOT NULL GROUP BY k ORDER BY n DESC, toUInt64(k) LIMIT {limit:UInt32} OFFSET {offset:UInt32}`,
        { ...f.params, limit: q.pageSize, offset: (q.page - 1) * q.pageSize },
      );
      const firms = await ch.rows<{ id: string; name: string; country: string; logistics: number }>(
        `SELECT toString(id) AS id, name, country, logistics FROM ${db}.trade_companies WHERE id IN {ids:Array(UInt64)}`,
        { ids: rows.map((r) => Number(r.k)) },
      );
      const byId = new Map(firms.map((r) => [r.id, r]));
      return {
        total: Number(count?.n ?? 0),
        records: rows.map((r) => {
          const firm = byId.get(String(r.k));
          return {
            id: Number(r.k),
            name: firm?.name ?? "",
            ...country(firm?.country),
            logistics: Number(firm?.logistics) === 1,
            shipments: Number(r.n),
            lastDate: dayText(r.last),
          };
        }),
      };
    },
    firmNames: async (ids) => {
      if (ids.length === 0) return new Map();
      const rows = await ch.rows<{ id: string; name: string }>(
        `SELECT toString(id) AS id, any(name) AS name FROM ${db}.trade_companies WHERE id IN {ids:Array(UInt64)} GROUP BY id`,
        { ids: [...new Set(ids)] },
      );
      return new Map(rows.map((r) => [Number(r.id), r.name]));
    },
    companyProfile: async (id, datasets, limit): Promise<CompanyProfile | undefined> => {
      const [firm] = await ch.rows<{ name: string; country: string; logistics: number }>(
        `SELECT name, country, logistics FROM ${db}.trade_companies WHERE id = {id:UInt64}`,
        { id },
      );
      if (firm === undefined) return undefined;
      const params = { firm: id, datasets: [...datasets] };
      const bills = await table();
      const [aliasRows, groups, recent, withTables] = await Promise.all([
        ch.rows<{ name: string }>(
          `SELECT DISTINCT name FROM ${db}.trade_company_names WHERE company_id = {id:UInt64} ORDER BY name`,
          { id },
        ),
        ch.rows(profileGroups, params),
        latestBills(bills, params, RECENT_BILLS, false),
        latestBills(bills, params, INFO_BILLS, true),
      ]);
      // Each grouping set's rows (grouping(): a 1 bit for each key the set leaves out), null keys
      // dropped as in every top list.
      const setOf = (key: ProfileKey) => groups.filter((r) => Number(r.g) === PROFILE_SET[key]);
      const t = setOf("total")[0];
      const tops = async (key: Exclude<ProfileKey, "total" | "m">): Promise<FacetCount[]> => {
        const ranked = setOf(key)
          .filter((r) => r[key] !== null)
          .sort((a, b) => Number(b.n) - Number(a.n) || compareKeys(key, a[key], b[key]))
          // Every code of the ports: the handler adds up a port's codes, then keeps the top (D350).
          .slice(0, key === "port" ? PORT_FACET_CODES : limit);
        const names = key === "partner" ? await firmNames(ranked.map((r) => String(r[key]))) : undefined;
        return ranked.map((r) => {
          const f = names?.get(String(r[key]));
          return {
            key: String(r[key]),
            ...(f === undefined ? {} : { label: f.name, ...country(f.country) }),
            shipments: Number(r.n),
            weightKg: round(r.w),
            valueUsd: round(r.v),
            weightKnown: Number(r.wk ?? 0),
            valueKnown: Number(r.vk ?? 0),
          };
        });
      };
      const monthly = setOf("m")
        .sort((a, b) => Number(a.m) - Number(b.m))
        .map((r) => ({
          month: monthText(r.m),
          shipments: Number(r.n),
          weightKg: round(r.w),
          valueUsd: round(r.v),
          weightKnown: Number(r.wk ?? 0),
          valueKnown: Number(r.vk ?? 0),
        }));
      const [partners, hsCodes, ports, lanes] = await Promise.all([
        tops("partner"),
        tops("hs"),
        tops("port"),
        tops("lane"),
      ]);
      const aliases = aliasRows.map((r) => r.name);
      const any = Number(t?.n ?? 0) > 0;
      return {
        id,
        name: firm.name,
        ...country(firm.country),
        logistics: Number(firm.logistics) === 1,
        aliases,
        asImporter: Number(t?.imp ?? 0),
        asExporter: Number(t?.exp ?? 0),
        weightKg: round(t?.w),
        valueUsd: round(t?.v),
        // count(column) counts its non-NULL rows: the sums are of the known figures only (D322).
        weightKnown: Number(t?.wk ?? 0),
        valueKnown: Number(t?.vk ?? 0),
        ...(any ? { firstDate: dayText(t?.first), lastDate: dayText(t?.last) } : {}),
        monthly,
        partners,
        hsCodes,
        ports,
        lanes,
        info: infoOfBills(withTables, id),
        recentBills: recent.map(recordOf),
      };
    },
    partners: async (id, datasets, order, page, pageSize) => {
      const [firm] = await ch.rows<{ name: string; country: string }>(
        `SELECT name, country FROM ${db}.trade_companies WHERE id = {id:UInt64}`,
        { id },
      );
      if (firm === undefined) return undefined;
      const params = { firm: id, datasets: [...datasets] };
      // The partners and the firm's total from one read of its bills (grouping set () is the total).
      const groups = await ch.rows(
        `SELECT grouping(partner_id) AS g, toString(partner_id) AS k, count() AS n, sum(weight_kg) AS w,
           sum(value_usd) AS v, count(weight_kg) AS wk, count(value_usd) AS vk, min(day) AS first, max(day) AS last
         FROM ${firmBills} GROUP BY GROUPING SETS ((partner_id), ())`,
        params,
      );
      const shipments = Number(groups.find((r) => Number(r.g) === 1)?.n ?? 0);
      const partnerGroups = groups.filter((r) => Number(r.g) === 0 && r.k !== null);
      const names = await firmNames(partnerGroups.map((r) => String(r.k)));
      // Every partner named, then ordered and paged by the comparator both engines share.
      const all: PartnerRow[] = partnerGroups.flatMap((r) => {
        const f = names.get(String(r.k));
        if (f === undefined) return [];
        return [
          {
            partner: { id: Number(r.k), name: f.name, ...country(f.country) },
            shipments: Number(r.n),
            weightKg: round(r.w),
            valueUsd: round(r.v),
            weightKnown: Number(r.wk ?? 0),
            valueKnown: Number(r.vk ?? 0),
            firstDate: dayText(r.first),
            lastDate: dayText(r.last),
            share: shareOf(Number(r.n), shipments),
          },
        ];
      });
      return {
        company: { id, name: firm.name, ...country(firm.country) },
        total: all.length,
        shipments,
        records: partnerPage(all, order, page, pageSize),
      };
    },
  };
};

type ProfileKey = "m" | "partner" | "hs" | "port" | "lane" | "total";
/** grouping(m, partner, hs, port, lane) of each set: the bits of the keys it leaves out. */
const PROFILE_SET: Readonly<Record<ProfileKey, number>> = {
  m: 0b01111,
  partner: 0b10111,
  hs: 0b11011,
  port: 0b11101,
  lane: 0b11110,
  total: 0b11111,
};
/** Ties by the key's own order: a firm id as a number, a code as text (as on every engine). */
const compareKeys = (key: ProfileKey, a: unknown, b: unknown): number => {
  if (key === "partner") return Number(a) - Number(b);
  return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
};

/** The statistics' figures of the ClickHouse store (its totals table, written at import). */
export const clickhouseTradeTotals = (ch: ClickHouseExecutor, db: string): TradeTotals => ({
  byDatasetAndCountry: async () =>
    (
      await ch.rows(
        `SELECT dataset, country, records, first_day, last_day FROM ${db}.trade_totals ORDER BY dataset, country`,
      )
    ).map((r) => ({
      dataset: String(r.dataset),
      country: r.country === "" ? null : String(r.country),
      records: Number(r.records),
      firstDay: dayText(r.first_day),
      lastDay: dayText(r.last_day),
    })),
  companies: async () => {
    const bills = await billsTable(ch, db)();
    const [r] = await ch.rows(
      `SELECT uniqExact(k) AS n FROM (
         SELECT importer_id AS k FROM ${bills} WHERE counted = 1
         UNION ALL SELECT exporter_id FROM ${bills} WHERE counted = 1) WHERE k IS NOT NULL`,
    );
    return Number(r?.n ?? 0);
  },
  isEmpty: async () => (await ch.rows(`SELECT 1 FROM ${db}.trade_releases LIMIT 1`)).length === 0,
  lastShipmentId: async () => {
    const [r] = await ch.rows<{ id: string }>(`SELECT toString(max(id)) AS id FROM ${db}.trade_bills`);
    return Number(r?.id ?? 0);
  },
});
