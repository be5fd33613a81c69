// Every firm's totals per data set, and the list of the firms whose views are summed at import
// (see ../sqlite-firm-rollups.ts); the rollups are refilled once here, for a store loaded before
// (as they were then: the counts of known weights and values came with t009).
import type { Migration } from "../../../sql/sqlite-migrate.ts";
import { firmRollupFill, ROLLUP_MIN_SHIPMENTS } from "../sqlite-firm-rollups.ts";

export const t004_firm_totals: Migration = {
  id: "t004-firm-totals",
  sql: `
CREATE TABLE trade_firm_totals (
  company_id INTEGER NOT NULL,
  dataset TEXT NOT NULL,
  shipments INTEGER NOT NULL,
  as_importer INTEGER NOT NULL,
  as_exporter INTEGER NOT NULL,
  last_day INTEGER NOT NULL,
  PRIMARY KEY (company_id, dataset)
) STRICT, WITHOUT ROWID;

CREATE TABLE trade_firm_rollups (company_id INTEGER PRIMARY KEY) STRICT;
${firmRollupFill(ROLLUP_MIN_SHIPMENTS, false)}`,
};
