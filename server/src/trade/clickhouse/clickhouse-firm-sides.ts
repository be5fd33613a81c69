// Each counted bill once per firm on it, keyed by firm (issue 14 §4): what a firm's profile,
// partner report and latest bills read. Without it every firm view scanned all bills through the
// spelling dictionary (at 3M bills about 100 ms a view, ten times that at 30M); keyed by firm, a
// view reads that firm's rows only. Rewritten whole after each import, once the firms are resolved
// (firm ids change when spellings regroup), and filled once for a store loaded before it existed.

import type { ClickHouseExecutor } from "./executor.ts";

/** Rewrites the table from the counted bills (a firm on both sides of a bill is one row, its own partner). */
export const fillFirmSides = async (ch: ClickHouseExecutor, db: string): Promise<void> => {
  await ch.run(`TRUNCATE TABLE ${db}.trade_firm_sides`);
  await ch.run(
    `INSERT INTO ${db}.trade_firm_sides
     SELECT firm, dataset, day, source, ifNull(firm = imp, 0), ifNull(firm = exp, 0),
       if(ifNull(firm = imp, 0) = 1, exp, imp), weight_kg, value_usd, hs_code, loading_port,
       origin_country, destination_country, detail IS NOT NULL
     FROM (SELECT *, importer_id AS imp, exporter_id AS exp
       FROM ${db}.trade_bills FINAL WHERE counted = 1)
     ARRAY JOIN arrayDistinct(arrayMap(x -> assumeNotNull(x), arrayFilter(x -> x IS NOT NULL, [imp, exp]))) AS firm`,
  );
};

/**
 * Fills the table where bills are in but it is empty (a store loaded before the table existed), or
 * where the firms were linked again on opening.
 */
export const ensureFirmSides = async (
  ch: ClickHouseExecutor,
  db: string,
  relinked: boolean,
): Promise<void> => {
  if (relinked) return fillFirmSides(ch, db);
  const [sides] = await ch.rows(`SELECT count() AS n FROM ${db}.trade_firm_sides`);
  if (Number(sides?.n ?? 0) > 0) return;
  const [bills] = await ch.rows(`SELECT count() AS n FROM ${db}.trade_bills WHERE counted = 1`);
  if (Number(bills?.n ?? 0) > 0) await fillFirmSides(ch, db);
};

/**
 * A firm's rows in the data sets (params: firm, datasets), as the firm views read them: the other
 * side as partner_id, is_imp / is_exp for the firm's sides.
 */
export const firmSidesOf = (db: string): string =>
  `(SELECT * FROM ${db}.trade_firm_sides WHERE company_id = {firm:UInt64} AND dataset IN {datasets:Array(String)})`;
