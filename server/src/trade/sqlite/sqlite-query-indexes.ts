// The indexes only the searches read (made by migrations t001 and t003, defined here again to be
// rebuilt). A first load into an empty store drops them and builds them once its rows are in: a
// sorted build is far cheaper than millions of inserts at random places in five indexes (measured
// at 1M bills: the load from 101 s to 75 s with the build). A load cut off before the build leaves
// them out; opening the store builds what is missing.

import type { Db } from "../../sql/sqlite-database.ts";

export const QUERY_INDEXES: readonly (readonly [name: string, definition: string])[] = [
  ["trade_bills_by_dataset_day", "trade_bills (dataset, counted, day)"],
  ["trade_bills_by_hs", "trade_bills (hs_code, day)"],
  ["trade_bills_by_importer", "trade_bills (importer_id, day, dataset, source) WHERE counted = 1"],
  ["trade_bills_by_exporter", "trade_bills (exporter_id, day, dataset, source) WHERE counted = 1"],
  ["trade_bills_newest_first", "trade_bills (day DESC, dataset, source) WHERE counted = 1"],
];

export const dropQueryIndexes = (db: Db): void => {
  for (const [name] of QUERY_INDEXES) db.exec(`DROP INDEX IF EXISTS ${name}`);
};

/** Builds the query indexes that are missing (none, unless a first load dropped them). */
export const ensureQueryIndexes = (db: Db): void => {
  for (const [name, definition] of QUERY_INDEXES)
    db.exec(`CREATE INDEX IF NOT EXISTS ${name} ON ${definition}`);
};
