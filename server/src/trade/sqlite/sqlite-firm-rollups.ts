// The firms' rollups (issue 14 §2) and the rows the firm views sum. Every firm has its totals per
// data set (trade_firm_totals: the directory lists every firm). Only a firm with many shipments has
// its months, partners and top codes, ports and lanes summed at import time (trade_firm_rollups
// lists them): for the others these tables held about one row per shipment (measured at 3M bills:
// 5.2M firm-side rows gave 2.8M month and 4.4M partner rows), which cost most of a load's time and
// saved nothing, since a few hundred shipments read through the firm's own index answer in
// milliseconds. The views read a small firm's shipments as rollup rows of one shipment each, so one
// query serves both.

import { type Db, placeholders } from "../../sql/sqlite-database.ts";

/** Shipments (as either side, over all data sets) from which a firm's views are summed at import. */
export const ROLLUP_MIN_SHIPMENTS = 1000;

/** Each counted bill once per firm on it (a firm on both sides is its own partner, counted once). */
const sides = (importerFilter: string, exporterFilter: string) => `
  SELECT importer_id AS firm, exporter_id AS partner, 1 AS imp, coalesce(exporter_id = importer_id, 0) AS exp,
    dataset, day, weight_kg, value_usd, hs_code, loading_port, origin_country, destination_country
  FROM trade_bills ${importerFilter}
  UNION ALL
  SELECT exporter_id, importer_id, 0, 1,
    dataset, day, weight_kg, value_usd, hs_code, loading_port, origin_country, destination_country
  FROM trade_bills ${exporterFilter} AND importer_id IS NOT exporter_id`;

const ALL_SIDES = sides(
  "WHERE counted = 1 AND importer_id IS NOT NULL",
  "WHERE counted = 1 AND exporter_id IS NOT NULL",
);

/** The keys of the top lists, as SQL over a side row. */
const TOP_KEYS = {
  hs: "substr(hs_code, 1, 6)",
  port: "loading_port",
  lane: "origin_country || '-' || destination_country",
} as const;
export type TopKind = keyof typeof TOP_KEYS;

/**
 * The columns of how many shipments had a weight and a value (COUNT of a column counts its
 * non-NULL rows), so that a sum says "value known for N of M" (issue 31 item 10, t009); empty for
 * the fill as migration t004 wrote it, before the columns were there.
 */
const knownColumns = (known: boolean) => (known ? ", weight_known, value_known" : "");
const knownCounts = (known: boolean) => (known ? ", COUNT(weight_kg), COUNT(value_usd)" : "");

// Each kind in one pass, in the table's key order (kind first), so every insert appends.
const top = (kind: TopKind, known: boolean) => `
INSERT INTO trade_firm_tops (kind, company_id, dataset, key, shipments, weight_kg, value_usd${knownColumns(known)})
  SELECT '${kind}', firm, dataset, ${TOP_KEYS[kind]}, COUNT(*), SUM(weight_kg), SUM(value_usd)${knownCounts(known)}
  FROM temp.trade_sides WHERE ${TOP_KEYS[kind]} IS NOT NULL GROUP BY 2, 3, 4;`;

/**
 * Rewrites every firm's totals, and the rollups of the firms with at least `minShipments`. The sides
 * are gathered once into a narrow temporary table: passes over it cost less than over the bills,
 * whose rows are wide (measured at 250k bills: 3.8 s against 6.6 s).
 */
export const firmRollupFill = (minShipments: number = ROLLUP_MIN_SHIPMENTS, known = true): string => `
DELETE FROM trade_firm_totals;
DELETE FROM trade_firm_rollups;
DELETE FROM trade_firm_months;
DELETE FROM trade_firm_partners;
DELETE FROM trade_firm_tops;
DROP TABLE IF EXISTS temp.trade_all_sides;
DROP TABLE IF EXISTS temp.trade_sides;
CREATE TEMP TABLE trade_all_sides AS ${ALL_SIDES};
INSERT INTO trade_firm_totals (company_id, dataset, shipments, as_importer, as_exporter, last_day)
  SELECT firm, dataset, COUNT(*), SUM(imp), SUM(exp), MAX(day) FROM temp.trade_all_sides GROUP BY 1, 2;
INSERT INTO trade_firm_rollups (company_id)
  SELECT company_id FROM trade_firm_totals GROUP BY 1 HAVING SUM(shipments) >= ${Math.max(0, Math.floor(minShipments))};
CREATE TEMP TABLE trade_sides AS
  SELECT * FROM temp.trade_all_sides WHERE firm IN (SELECT company_id FROM trade_firm_rollups);
DROP TABLE temp.trade_all_sides;
INSERT INTO trade_firm_months (company_id, dataset, month, shipments, as_importer, as_exporter, weight_kg, value_usd, first_day, last_day${knownColumns(known)})
  SELECT firm, dataset, day / 100, COUNT(*), SUM(imp), SUM(exp), SUM(weight_kg), SUM(value_usd), MIN(day), MAX(day)${knownCounts(known)}
  FROM temp.trade_sides GROUP BY 1, 2, 3;
INSERT INTO trade_firm_partners (company_id, dataset, partner_id, shipments, weight_kg, value_usd, first_day, last_day${knownColumns(known)})
  SELECT firm, dataset, partner, COUNT(*), SUM(weight_kg), SUM(value_usd), MIN(day), MAX(day)${knownCounts(known)}
  FROM temp.trade_sides WHERE partner IS NOT NULL GROUP BY 1, 2, 3;
${top("hs", known)}
${top("port", known)}
${top("lane", known)}
DROP TABLE temp.trade_sides;
`;

/** One firm's side rows in the data sets, read through its own indexes (its params: firm, data sets, twice). */
const firmSides = (datasets: number) => {
  const only = `counted = 1 AND dataset IN (${placeholders(datasets)})`;
  return sides(
    `INDEXED BY trade_bills_by_importer WHERE importer_id = ? AND ${only}`,
    `INDEXED BY trade_bills_by_exporter WHERE exporter_id = ? AND ${only}`,
  );
};

/**
 * What each rollup table holds, as SQL over a firm's side rows `s` (each a rollup row of one
 * shipment); partner rows without a partner and top rows without a key are left out, as the fill
 * leaves them out.
 */
const AS_ROLLUP_ROWS = {
  trade_firm_months:
    "SELECT dataset, day / 100 AS month, 1 AS shipments, imp AS as_importer, exp AS as_exporter, weight_kg, value_usd, day AS first_day, day AS last_day, weight_kg IS NOT NULL AS weight_known, value_usd IS NOT NULL AS value_known FROM s",
  trade_firm_partners:
    "SELECT dataset, partner AS partner_id, 1 AS shipments, weight_kg, value_usd, day AS first_day, day AS last_day, weight_kg IS NOT NULL AS weight_known, value_usd IS NOT NULL AS value_known FROM s WHERE partner IS NOT NULL",
  trade_firm_tops: `SELECT dataset, kind, key, 1 AS shipments, weight_kg, value_usd, weight_kg IS NOT NULL AS weight_known, value_usd IS NOT NULL AS value_known FROM (
      SELECT *, 'hs' AS kind, ${TOP_KEYS.hs} AS key FROM s UNION ALL
      SELECT *, 'port', ${TOP_KEYS.port} FROM s UNION ALL
      SELECT *, 'lane', ${TOP_KEYS.lane} FROM s) WHERE key IS NOT NULL`,
} as const;
export type RollupTable = keyof typeof AS_ROLLUP_ROWS;

/**
 * The FROM and WHERE of a firm's rows of a rollup table in the data sets, with their params: the
 * table itself for a rolled-up firm, else its shipments read as rows of one shipment each (the
 * sums over either are the same).
 */
export const firmRows = (
  db: Db,
  table: RollupTable,
  id: number,
  datasets: readonly string[],
): { from: string; params: (string | number)[] } => {
  const rolled = db.prepare("SELECT 1 FROM trade_firm_rollups WHERE company_id = ?").get(id) !== undefined;
  if (rolled)
    return {
      from: `FROM ${table} WHERE company_id = ? AND dataset IN (${placeholders(datasets.length)})`,
      params: [id, ...datasets],
    };
  return {
    from: `FROM (WITH s AS (${firmSides(datasets.length)}) ${AS_ROLLUP_ROWS[table]}) WHERE 1`,
    params: [id, ...datasets, id, ...datasets],
  };
};
