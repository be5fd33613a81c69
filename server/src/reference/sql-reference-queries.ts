// The figures of the statistics calls and the utilities list, computed by SQL from the stored
// catalogue and the trade store's totals (given by the caller: reference reads no trade store).

import type { SqlRow, SqlRunner } from "../sql/sql-client.ts";
import type {
  CountryTotals,
  DataSourceTotals,
  RecordTotal,
  SiteTotals,
  UtilitiesPage,
} from "./reference-port.ts";
import type { DatasetRecord, UtilityRecord } from "./reference-records.ts";

const num = (v: unknown): number => Number(v ?? 0);
const flag = (v: unknown): boolean => Number(v) === 1;

/** The trade store's figures, read before the catalogue queries below. */
export interface TradeFigures {
  readonly totals: readonly RecordTotal[];
  readonly companies: number;
}

const dayMs = (day: string): number => Date.parse(`${day}T00:00:00Z`);
const latestOf = (rows: readonly RecordTotal[]): number | null =>
  rows.length === 0 ? null : Math.max(...rows.map((r) => dayMs(r.lastDay)));

const CATALOGUE_COUNTS = `SELECT
  (SELECT count(DISTINCT dc.country) FROM dataset_countries dc
     JOIN datasets d ON d.value = dc.dataset WHERE d.category = 1) AS countries,
  (SELECT count(*) FROM datasets WHERE category = 1) AS data_sources`;

export const siteTotals = async (sql: SqlRunner, figures: TradeFigures): Promise<SiteTotals> => {
  const row = await sql.get<SqlRow>(CATALOGUE_COUNTS);
  return {
    countries: num(row?.countries),
    dataSources: num(row?.data_sources),
    records: figures.totals.reduce((n, t) => n + t.records, 0),
    companies: figures.companies,
    latestDate: latestOf(figures.totals),
  };
};

const COVERAGE = `SELECT dc.country, dc.continent, dc.dataset FROM dataset_countries dc
  JOIN datasets d ON d.value = dc.dataset WHERE d.category = 1
  ORDER BY dc.country, d.position`;

export const countryTotals = async (
  sql: SqlRunner,
  totals: readonly RecordTotal[],
): Promise<CountryTotals[]> => {
  const coverage = await sql.all<SqlRow>(COVERAGE);
  const typeOf = new Map(
    (await sql.all<SqlRow>("SELECT value, type FROM datasets WHERE category = 1")).map((r) => [
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

const toDataset = (row: SqlRow, countries: readonly SqlRow[]): DatasetRecord => ({
  value: String(row.value),
  category: num(row.category),
  position: num(row.position),
  type: row.type === "SHIPMENTS_IMPORT" || row.type === "SHIPMENTS_EXPORT" ? row.type : null,
  name: String(row.name),
  continent: String(row.continent),
  kind: row.kind === null ? null : String(row.kind),
  variant: row.variant === null ? null : String(row.variant),
  importer: flag(row.importer),
  exporter: flag(row.exporter),
  hscode: flag(row.hscode),
  description: flag(row.description),
  countries: countries.map((c) => ({ code: String(c.country), continent: String(c.continent) })),
});

export const dataSourceTotals = async (
  sql: SqlRunner,
  value: string,
  totals: readonly RecordTotal[],
): Promise<DataSourceTotals | undefined> => {
  const row = await sql.get<SqlRow>("SELECT * FROM datasets WHERE value = ? AND category = 1", [value]);
  if (row === undefined) return undefined;
  const countries = await sql.all<SqlRow>(
    "SELECT country, continent FROM dataset_countries WHERE dataset = ? ORDER BY country",
    [value],
  );
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

export const utilitiesPage = async (
  sql: SqlRunner,
  listId: number,
  offset: number,
  limit: number,
  desc: boolean,
): Promise<UtilitiesPage> => {
  const rows = await sql.all<SqlRow>(desc ? UTILITIES_DESC : UTILITIES_ASC, [listId, limit, offset]);
  const total = await sql.get<SqlRow>("SELECT count(*) AS n FROM utilities WHERE list_id = ?", [listId]);
  return {
    rows: rows.map(
      (r): UtilityRecord => ({
        listId: num(r.list_id),
        position: num(r.position),
        name: String(r.name),
        url: String(r.url),
      }),
    ),
    total: num(total?.n),
  };
};
