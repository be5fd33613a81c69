// Firm identity (issue 30): the record-linkage resolver reads each party's contact beside its name;
// firm ids last from load to load (each spelling keeps its first id, a retired id points to where its
// bills went); the links that joined spellings are kept as evidence; operators' rules are kept for
// every later resolution. Firms are no longer unique by key (an operator may split one key in two),
// so the firm and spelling tables are rebuilt without that constraint.
import type { Migration } from "../../../sql/sqlite-migrate.ts";

export const t006_firm_identity: Migration = {
  id: "t006-firm-identity",
  sql: `
ALTER TABLE trade_bills ADD COLUMN importer_contact TEXT;
ALTER TABLE trade_bills ADD COLUMN exporter_contact TEXT;

CREATE TABLE trade_companies_next (
  id INTEGER PRIMARY KEY,
  country TEXT NOT NULL,
  key TEXT NOT NULL,
  name TEXT NOT NULL,
  logistics INTEGER NOT NULL CHECK (logistics IN (0, 1)),
  -- Why the firm reads as a forwarder (core's ForwarderReason values, comma-separated; '' for a buyer).
  forwarder TEXT NOT NULL DEFAULT ''
) STRICT;
INSERT INTO trade_companies_next (id, country, key, name, logistics)
  SELECT id, country, key, name, logistics FROM trade_companies;

CREATE TABLE trade_company_names_next (
  country TEXT NOT NULL,
  name TEXT NOT NULL,
  company_id INTEGER REFERENCES trade_companies_next (id),
  -- The id the spelling was first given: a firm merged away and split off again takes it back.
  origin_id INTEGER,
  bill_sides INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (country, name)
) STRICT, WITHOUT ROWID;
INSERT INTO trade_company_names_next (country, name, company_id, origin_id)
  SELECT country, name, company_id, company_id FROM trade_company_names;
DROP TABLE trade_company_names;
DROP TABLE trade_companies;
ALTER TABLE trade_companies_next RENAME TO trade_companies;
ALTER TABLE trade_company_names_next RENAME TO trade_company_names;
CREATE INDEX trade_company_names_by_company ON trade_company_names (company_id);

-- A firm id no firm has any more (two firms merged): the firm that holds most of its bills now.
CREATE TABLE trade_firm_redirects (
  from_id INTEGER PRIMARY KEY,
  to_id INTEGER NOT NULL
) STRICT;

-- Why spellings of different keys are one firm: the link the resolver made, with its weight and evidence (JSON).
CREATE TABLE trade_firm_links (
  company_id INTEGER NOT NULL,
  a_country TEXT NOT NULL,
  a_name TEXT NOT NULL,
  b_country TEXT NOT NULL,
  b_name TEXT NOT NULL,
  weight REAL NOT NULL,
  evidence TEXT NOT NULL
) STRICT;
CREATE INDEX trade_firm_links_by_company ON trade_firm_links (company_id);

-- Operators' decisions (issue 30 feedback): two spellings kept apart or put together at every resolution.
CREATE TABLE trade_firm_rules (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('same', 'apart')),
  a_country TEXT NOT NULL,
  a_name TEXT NOT NULL,
  b_country TEXT NOT NULL,
  b_name TEXT NOT NULL,
  created_at INTEGER NOT NULL
) STRICT;
`,
};
