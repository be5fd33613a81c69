// The trade store's first schema (issue 14): every bill or declaration as loaded (versions of one
// shipment side by side, `counted` marking the one that counts), the firms the importer resolved,
// the spellings that name them, the releases loaded, and the full-text index.
import type { Migration } from "../../../sql/sqlite-migrate.ts";

export const t001_trade: Migration = {
  id: "t001-trade",
  sql: `
CREATE TABLE trade_releases (
  release TEXT PRIMARY KEY,
  files TEXT NOT NULL,
  rows_read INTEGER NOT NULL,
  rows_loaded INTEGER NOT NULL,
  rows_skipped INTEGER NOT NULL,
  loaded_at INTEGER NOT NULL
) STRICT;

CREATE TABLE trade_companies (
  id INTEGER PRIMARY KEY,
  country TEXT NOT NULL,
  key TEXT NOT NULL,
  name TEXT NOT NULL,
  logistics INTEGER NOT NULL CHECK (logistics IN (0, 1)),
  UNIQUE (country, key)
) STRICT;

-- Every spelling of a party seen in the data, and the firm it names ("also known as").
CREATE TABLE trade_company_names (
  country TEXT NOT NULL,
  name TEXT NOT NULL,
  company_id INTEGER REFERENCES trade_companies (id),
  PRIMARY KEY (country, name)
) STRICT, WITHOUT ROWID;
CREATE INDEX trade_company_names_by_company ON trade_company_names (company_id);
-- Substring search over the distinct spellings (a few hundred thousand, not the bills): trigrams,
-- case and accents folded; the importer rewrites it with the firms.
CREATE VIRTUAL TABLE trade_name_search USING fts5(
  name, company_id UNINDEXED, tokenize = 'trigram remove_diacritics 1'
);

CREATE TABLE trade_bills (
  id INTEGER PRIMARY KEY,
  dataset TEXT NOT NULL,
  source TEXT NOT NULL,
  bill_key TEXT,
  master_bill TEXT,
  bill_type TEXT CHECK (bill_type IN ('M', 'H')),
  revision TEXT NOT NULL,
  record_status TEXT NOT NULL CHECK (record_status IN ('N', 'A')),
  counted INTEGER NOT NULL DEFAULT 1 CHECK (counted IN (0, 1)),
  day INTEGER NOT NULL,
  importer_name TEXT,
  importer_country TEXT,
  importer_id INTEGER,
  exporter_name TEXT,
  exporter_country TEXT,
  exporter_id INTEGER,
  notify_name TEXT,
  hs_code TEXT,
  description TEXT,
  quantity REAL,
  quantity_unit TEXT,
  weight_kg REAL,
  value_usd REAL,
  origin_country TEXT,
  destination_country TEXT,
  reporting_country TEXT,
  loading_port TEXT,
  unloading_port TEXT,
  carrier TEXT,
  vessel TEXT,
  transport_mode TEXT,
  container_count INTEGER NOT NULL,
  hazmat INTEGER NOT NULL CHECK (hazmat IN (0, 1)),
  detail TEXT,
  UNIQUE (dataset, source)
) STRICT;
CREATE INDEX trade_bills_by_key ON trade_bills (dataset, bill_key);
CREATE INDEX trade_bills_by_master ON trade_bills (dataset, master_bill);
CREATE INDEX trade_bills_by_dataset_day ON trade_bills (dataset, counted, day);
CREATE INDEX trade_bills_by_hs ON trade_bills (hs_code, day);
CREATE INDEX trade_bills_by_importer ON trade_bills (importer_id, day);
CREATE INDEX trade_bills_by_exporter ON trade_bills (exporter_id, day);

-- The statistics' figures per data set and reporting country, rewritten at the end of each import
-- (counting tens of millions of rows on every statistics call would take seconds).
CREATE TABLE trade_totals (
  dataset TEXT NOT NULL,
  country TEXT NOT NULL,
  records INTEGER NOT NULL,
  first_day INTEGER NOT NULL,
  last_day INTEGER NOT NULL,
  PRIMARY KEY (dataset, country)
) STRICT, WITHOUT ROWID;

-- Goods text and party names, folded as core's normaliseText folds them; rowid is the bill's id.
CREATE VIRTUAL TABLE trade_bill_text USING fts5(
  description, importer, exporter,
  content = '', contentless_delete = 1, tokenize = 'unicode61 remove_diacritics 2'
);
`,
};
