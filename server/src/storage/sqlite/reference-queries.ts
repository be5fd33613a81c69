// The figures of the statistics calls and the utilities list, computed by SQL from the stored
// catalogue and the trade store's totals.

import type { DatasetRecord, UtilityRecord } from "../../ports/reference-records.ts";
import type {
  CountryTotals,
  DataSourceTotals,
  SiteTotals,
  UtilitiesPage,
} from "../../ports/reference-store.ts";
import type { DatasetCountryTotal } from "../../trade/trade-totals-port.ts";
import type { Db } from "./database.ts";

type Row = Record<string, unknown>;
const num = (v: unknown): number => Number(v ?? 0);

/** The trade store's figures, read before the catalogue queries below (a port of its own). */
export interface TradeFigures {
  readonly totals: readonly DatasetCountryTotal[];
  readonly companies: number;
}

const dayMs = (day: string): number => Date.parse(`${day}T00:00:00Z`);
const latestOf = (rows: readonly DatasetCountryTotal[]): number | null =>
  rows.length === 0 ? null : Math.max(...rows.map((r) => dayMs(r.lastDay)));

export const siteTotals = (db: Db, figures: TradeFigures): SiteTotals => {
  const row = db
    .prepare(
      `SELECT
        (SELECT COUNT(DISTINCT dc.country) FROM dataset_countries dc
           JOIN datasets d ON d.value = dc.dataset WHERE d.category = 1) AS countries,
        (SELECT COUNT(*) FROM datasets WHERE category = 1) AS data_sources`,
    )
    .get() as Row;
  return {
    countries: num(row.countries),
    dataSources: num(row.data_sources),
    records: figures.totals.reduce((n, t) => n + t.records, 0),
    companies: figures.companies,
    latestDate: latestOf(figures.totals),
  };
};

export const countryTotals = (db: Db, totals: readonly DatasetCountryTotal[]): CountryTotals[] => {
  const coverage = db
    .prepare(
      `SELECT dc.country, dc.continent, dc.dataset FROM dataset_countries dc
       JOIN datasets d ON d.value = dc.dataset WHERE d.category = 1
       ORDER BY dc.country, d.position`,
    )
    .all() as Row[];
  const typeOf = new Map(
    (db.prepare("SELECT value, type FROM datasets WHERE category = 1").all() as Row[]).map((r) => [
      String(r.value),
      r.type,
    ]),
  );
  const byCountry = new Map<
    string,
    { continent: string; imp: number; exp: number; latest: number | null; sources: string[] }
  >();
  for (const c of coverage) {
    const code = String(c.country);
    const entry = byCountry.get(code) ?? {
      continent: String(c.continent),
      imp: 0,
      exp: 0,
      latest: null,
      sources: [],
    };
    entry.sources.push(String(c.dataset));
    byCountry.set(code, entry);
  }
  for (const t of totals) {
    const entry = t.country === null ? undefined : byCountry.get(t.country);
    // A country's customs figures: ship and transit data (SHIP_US, D337) are no import or export of it.
    if (entry === undefined || !typeOf.has(t.dataset)) continue;
    if (typeOf.get(t.dataset) === "SHIPMENTS_IMPORT") entry.imp += t.records;
    else entry.exp += t.records;
    const latest = dayMs(t.lastDay);
    if (entry.latest === null || latest > entry.latest) entry.latest = latest;
  }
  return [...byCountry].map(([country, e]) => ({
    country,
    continent: e.continent,
    importRecords: e.imp,
    exportRecords: e.exp,
    latestDate: e.latest,
    dataSources: e.sources,
  }));
};

const toDataset = (row: Row, countries: Row[]): DatasetRecord => ({
  value: String(row.value),
  category: num(row.category),
  position: num(row.position),
  type: row.type === "SHIPMENTS_IMPORT" || row.type === "SHIPMENTS_EXPORT" ? row.type : null,
  name: String(row.name),
  continent: String(row.continent),
  kind: row.kind === null ? null : String(row.kind),
  variant: row.variant === null ? null : String(row.variant),
  importer: row.importer === 1,
  exporter: row.exporter === 1,
  hscode: row.hscode === 1,
  description: row.description === 1,
  countries: countries.map((c) => ({ code: String(c.country), continent: String(c.continent) })),
});

export const dataSourceTotals = (
  db: Db,
  value: string,
  totals: readonly DatasetCountryTotal[],
): DataSourceTotals | undefined => {
  const row = db.prepare("SELECT * FROM datasets WHERE value = ? AND category = 1").get(value) as
    | Row
    | undefined;
  if (row === undefined) return undefined;
  const countries = db
    .prepare("SELECT country, continent FROM dataset_countries WHERE dataset = ? ORDER BY country")
    .all(value) as Row[];
  const own = totals.filter((t) => t.dataset === value);
  return {
    dataset: toDataset(row, countries),
    records: own.reduce((n, t) => n + t.records, 0),
    firstDate: own.length === 0 ? null : Math.min(...own.map((t) => dayMs(t.firstDay))),
    lastDate: latestOf(own),
  };
};

const UTILITIES_ASC =
  "SELECT list_id, position, name, url FROM utilities WHERE list_id = ? ORDER BY position ASC LIMIT ? OFFSET ?";
const UTILITIES_DESC =
  "SELECT list_id, position, name, url FROM utilities WHERE list_id = ? ORDER BY position DESC LIMIT ? OFFSET ?";

export const utilitiesPage = (
  db: Db,
  listId: number,
  offset: number,
  limit: number,
  desc: boolean,
): UtilitiesPage => {
  const rows = db.prepare(desc ? UTILITIES_DESC : UTILITIES_ASC).all(listId, limit, offset) as Row[];
  const total = db.prepare("SELECT COUNT(*) AS n FROM utilities WHERE list_id = ?").get(listId) as Row;
  return {
    rows: rows.map(
      (r): UtilityRecord => ({
        listId: num(r.list_id),
        position: num(r.position),
        name: String(r.name),
        url: String(r.url),
      }),
    ),
    total: num(total.n),
  };
};
