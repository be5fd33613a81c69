// Per-firm rollups (issue 14 §2): a firm's profile and partner report summed at import time, per
// data set, so that a firm with a hundred thousand shipments answers in milliseconds instead of
// re-reading every bill. The fill is a full rewrite from the shipments that count; the importer
// runs it at the end of every load (FIRM_ROLLUP_FILL), and this migration once for a store loaded
// before the rollups existed.
import type { Migration } from "../../../storage/sqlite/migrate.ts";

/** Each counted bill once per firm on it (a firm on both sides is its own partner, counted once). */
const SIDES = `
  SELECT importer_id AS firm, exporter_id AS partner, 1 AS imp, coalesce(exporter_id = importer_id, 0) AS exp,
    dataset, day, weight_kg, value_usd, hs_code, loading_port, origin_country, destination_country
  FROM trade_bills WHERE counted = 1 AND importer_id IS NOT NULL
  UNION ALL
  SELECT exporter_id, importer_id, 0, 1,
    dataset, day, weight_kg, value_usd, hs_code, loading_port, origin_country, destination_country
  FROM trade_bills WHERE counted = 1 AND exporter_id IS NOT NULL AND importer_id IS NOT exporter_id`;

// Each kind in one pass, in the table's key order (kind first), so every insert appends.
const top = (kind: string, key: string) => `
INSERT INTO trade_firm_tops (kind, company_id, dataset, key, shipments, weight_kg, value_usd)
  SELECT '${kind}', firm, dataset, ${key}, COUNT(*), SUM(weight_kg), SUM(value_usd)
  FROM temp.trade_sides WHERE ${key} IS NOT NULL GROUP BY 2, 3, 4;`;

// The sides are gathered once into a narrow temporary table: five passes over it cost less than
// five over the bills, whose rows are wide (measured at 250k bills: 3.8 s against 6.6 s).
export const FIRM_ROLLUP_FILL = `
DELETE FROM trade_firm_months;
DELETE FROM trade_firm_partners;
DELETE FROM trade_firm_tops;
DROP TABLE IF EXISTS temp.trade_sides;
CREATE TEMP TABLE trade_sides AS ${SIDES};
INSERT INTO trade_firm_months (company_id, dataset, month, shipments, as_importer, as_exporter, weight_kg, value_usd, first_day, last_day)
  SELECT firm, dataset, day / 100, COUNT(*), SUM(imp), SUM(exp), SUM(weight_kg), SUM(value_usd), MIN(day), MAX(day)
  FROM temp.trade_sides GROUP BY 1, 2, 3;
INSERT INTO trade_firm_partners (company_id, dataset, partner_id, shipments, weight_kg, value_usd, first_day, last_day)
  SELECT firm, dataset, partner, COUNT(*), SUM(weight_kg), SUM(value_usd), MIN(day), MAX(day)
  FROM temp.trade_sides WHERE partner IS NOT NULL GROUP BY 1, 2, 3;
${top("hs", "substr(hs_code, 1, 6)")}
${top("port", "loading_port")}
${top("lane", "origin_country || '-' || destination_country")}
DROP TABLE temp.trade_sides;
`;

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
) STRICT, WITHOUT ROWID;
${FIRM_ROLLUP_FILL}`,
};
