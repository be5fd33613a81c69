// Per-firm rollups (issue 14 §2): a firm's profile and partner report summed at import time, per
// data set, so that a firm with a hundred thousand shipments answers in milliseconds instead of
// re-reading every bill. The importer rewrites them at the end of every load (../sqlite-firm-rollups.ts);
// migration t004 filled them for stores loaded before.
import type { Migration } from "../../../sql/sqlite-migrate.ts";

export const t002_firm_rollups: Migration = {
  id: "t002-firm-rollups",
  sql: `
CREATE TABLE trade_firm_months (
  company_id INTEGER NOT NULL,
  dataset TEXT NOT NULL,
  month INTEGER NOT NULL,
  shipments INTEGER NOT NULL,
  as_importer INTEGER NOT NULL,
  as_exporter INTEGER NOT NULL,
  weight_kg REAL,
  value_usd REAL,
  first_day INTEGER NOT NULL,
  last_day INTEGER NOT NULL,
  PRIMARY KEY (company_id, dataset, month)
) STRICT, WITHOUT ROWID;

CREATE TABLE trade_firm_partners (
  company_id INTEGER NOT NULL,
  dataset TEXT NOT NULL,
  partner_id INTEGER NOT NULL,
  shipments INTEGER NOT NULL,
  weight_kg REAL,
  value_usd REAL,
  first_day INTEGER NOT NULL,
  last_day INTEGER NOT NULL,
  PRIMARY KEY (company_id, dataset, partner_id)
) STRICT, WITHOUT ROWID;

-- A firm's top HS codes (6 digits), loading ports and lanes (origin-destination).
CREATE TABLE trade_firm_tops (
  company_id INTEGER NOT NULL,
  dataset TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('hs', 'port', 'lane')),
  key TEXT NOT NULL,
  shipments INTEGER NOT NULL,
  weight_kg REAL,
  value_usd REAL,
  PRIMARY KEY (kind, company_id, dataset, key)
) STRICT, WITHOUT ROWID;`,
};
