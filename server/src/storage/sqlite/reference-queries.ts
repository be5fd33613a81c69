// The figures of the statistics calls and the utilities list, computed by SQL from the stored
// catalogue and records.

import type { DatasetRecord, UtilityRecord } from "../../ports/reference-records.ts";
import type {
  CountryTotals,
  DataSourceTotals,
  SiteTotals,
  UtilitiesPage,
} from "../../ports/reference-store.ts";
import type { Db } from "./database.ts";

type Row = Record<string, unknown>;
const num = (v: unknown): number => Number(v ?? 0);
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

export const siteTotals = (db: Db): SiteTotals => {
  const row = db
    .prepare(
      `SELECT
        (SELECT COUNT(DISTINCT dc.country) FROM dataset_countries dc
           JOIN datasets d ON d.value = dc.dataset WHERE d.category = 1) AS countries,
        (SELECT COUNT(*) FROM datasets WHERE category = 1) AS data_sources,
        (SELECT COUNT(*) FROM shipments) AS records,
        (SELECT COUNT(*) FROM (
           SELECT importer_id FROM shipments WHERE importer_id IS NOT NULL
           UNION SELECT exporter_id FROM shipments WHERE exporter_id IS NOT NULL)) AS companies,
        (SELECT MAX(date) FROM shipments) AS latest`,
    )
    .get() as Row;
  return {
    countries: num(row.countries),
    dataSources: num(row.data_sources),
    records: num(row.records),
    companies: num(row.companies),
    latestDate: numOrNull(row.latest),
  };
};

export const countryTotals = (db: Db): CountryTotals[] => {
  const coverage = db
    .prepare(
      `SELECT dc.country, dc.continent, dc.dataset FROM dataset_countries dc
       JOIN datasets d ON d.value = dc.dataset WHERE d.category = 1
       ORDER BY dc.country, d.position`,
    )
    .all() as Row[];
  const counts = db
    .prepare(
      // Counted per country and source over the covering index first, then joined: 5x faster.
      `SELECT g.country, d.type, SUM(g.n) AS n, MAX(g.latest) AS latest FROM (
         SELECT country, dataset, COUNT(*) AS n, MAX(date) AS latest FROM shipments
         WHERE country IS NOT NULL GROUP BY country, dataset) g
       JOIN datasets d ON d.value = g.dataset GROUP BY g.country, d.type`,
    )
    .all() as Row[];
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
  for (const c of counts) {
    const entry = byCountry.get(String(c.country));
    if (entry === undefined) continue;
    if (c.type === "SHIPMENTS_IMPORT") entry.imp += num(c.n);
    else entry.exp += num(c.n);
    const latest = numOrNull(c.latest);
    if (latest !== null && (entry.latest === null || latest > entry.latest)) entry.latest = latest;
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

export const dataSourceTotals = (db: Db, value: string): DataSourceTotals | undefined => {
  const row = db.prepare("SELECT * FROM datasets WHERE value = ? AND category = 1").get(value) as
    | Row
    | undefined;
  if (row === undefined) return undefined;
  const countries = db
    .prepare("SELECT country, continent FROM dataset_countries WHERE dataset = ? ORDER BY country")
    .all(value) as Row[];
  const figures = db
    .prepare("SELECT COUNT(*) AS n, MIN(date) AS first, MAX(date) AS last FROM shipments WHERE dataset = ?")
    .get(value) as Row;
  return {
    dataset: toDataset(row, countries),
    records: num(figures.n),
    firstDate: numOrNull(figures.first),
    lastDate: numOrNull(figures.last),
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
