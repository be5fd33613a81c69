// Each bill's importer and exporter firm, stored on the bill once an import has resolved the firms
// (issue 14 §4): the spelling dictionary looked up for every bill of every search, facet and firm
// list cost more than the rest of those queries at millions of bills. A mutation rewrites the two
// columns where the firm a spelling names has changed (all of a first load's bills, few after).

import { firmOfSpelling } from "./clickhouse-schema.ts";
import type { ClickHouseExecutor } from "./executor.ts";

const stale = (db: string) =>
  `ifNull(importer_id, 0) != ifNull(${firmOfSpelling(db, "importer")}, 0)
   OR ifNull(exporter_id, 0) != ifNull(${firmOfSpelling(db, "exporter")}, 0)`;

/** Sets each bill's firms from the dictionary as the last resolution left it (firm ids start at 1). */
export const linkFirms = async (ch: ClickHouseExecutor, db: string): Promise<void> => {
  await ch.run(
    `ALTER TABLE ${db}.trade_bills UPDATE importer_id = ${firmOfSpelling(db, "importer")},
       exporter_id = ${firmOfSpelling(db, "exporter")} WHERE ${stale(db)}
     SETTINGS mutations_sync = 2, allow_nondeterministic_mutations = 1`,
  );
};

/**
 * Links the firms of a store loaded before the columns existed, or cut off between its rows and
 * their linking: bills with a party but no firm (a check that reads two columns, no dictionary).
 */
export const ensureFirmLinks = async (ch: ClickHouseExecutor, db: string): Promise<boolean> => {
  const [row] = await ch.rows(
    `SELECT count() AS n FROM (SELECT 1 FROM ${db}.trade_bills
       WHERE (importer_name IS NOT NULL AND importer_id IS NULL) OR (exporter_name IS NOT NULL AND exporter_id IS NULL) LIMIT 1)`,
  );
  if (Number(row?.n ?? 0) === 0) return false;
  await linkFirms(ch, db);
  return true;
};
