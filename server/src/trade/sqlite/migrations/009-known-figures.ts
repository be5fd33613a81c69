// How many shipments of each rollup row had a weight and a value (issue 31 item 10, D322): a sum of
// values counts only the known ones and says "value known for N of M". The rollups are refilled
// once here, so that a store loaded before has its counts.
import type { Migration } from "../../../sql/sqlite-migrate.ts";
import { firmRollupFill } from "../sqlite-firm-rollups.ts";

const KNOWN = "ADD COLUMN weight_known INTEGER NOT NULL DEFAULT 0";
const VALUE = "ADD COLUMN value_known INTEGER NOT NULL DEFAULT 0";

export const t009_known_figures: Migration = {
  id: "t009-known-figures",
  sql: `
ALTER TABLE trade_firm_months ${KNOWN};
ALTER TABLE trade_firm_months ${VALUE};
ALTER TABLE trade_firm_partners ${KNOWN};
ALTER TABLE trade_firm_partners ${VALUE};
ALTER TABLE trade_firm_tops ${KNOWN};
ALTER TABLE trade_firm_tops ${VALUE};
${firmRollupFill()}`,
};
