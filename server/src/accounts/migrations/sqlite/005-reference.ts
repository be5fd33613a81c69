// Migration 005-reference: the data-set catalogue, the HS and port reference tables, the demo
// companies and shipments (the statistics source) and the utilities list.
import type { Migration } from "../../../sql/sqlite-migrate.ts";

export const m005_reference: Migration = {
  id: "005-reference",
  sql: `
CREATE TABLE datasets (
  value TEXT PRIMARY KEY,
  category INTEGER NOT NULL CHECK (category IN (1, 59, 60)),
  position INTEGER NOT NULL,
  type TEXT CHECK (type IN ('SHIPMENTS_IMPORT', 'SHIPMENTS_EXPORT')),
  name TEXT NOT NULL,
  continent TEXT NOT NULL,
  kind TEXT,
  variant TEXT,
  importer INTEGER NOT NULL CHECK (importer IN (0, 1)),
  exporter INTEGER NOT NULL CHECK (exporter IN (0, 1)),
  hscode INTEGER NOT NULL CHECK (hscode IN (0, 1)),
  description INTEGER NOT NULL CHECK (description IN (0, 1)),
  UNIQUE (category, position)
) STRICT;

CREATE TABLE dataset_countries (
  dataset TEXT NOT NULL REFERENCES datasets (value),
  country TEXT NOT NULL,
  continent TEXT NOT NULL,
  PRIMARY KEY (dataset, country)
) STRICT, WITHOUT ROWID;
CREATE INDEX dataset_countries_by_country ON dataset_countries (country);

CREATE TABLE hs_sections (
  section TEXT PRIMARY KEY,
  name TEXT NOT NULL
) STRICT;

CREATE TABLE hs_codes (
  code TEXT PRIMARY KEY,
  description TEXT NOT NULL,
  parent TEXT NOT NULL,
  level INTEGER NOT NULL CHECK (level IN (2, 4, 6)),
  section TEXT NOT NULL REFERENCES hs_sections (section)
) STRICT;

CREATE TABLE ports (
  id INTEGER PRIMARY KEY,
  wpi_number TEXT NOT NULL,
  name TEXT NOT NULL,
  unlocode TEXT,
  country_code TEXT,
  country_name TEXT NOT NULL,
  water_body TEXT NOT NULL,
  harbor_size TEXT NOT NULL,
  latitude REAL NOT NULL,
  longitude REAL NOT NULL
) STRICT;
CREATE INDEX ports_by_unlocode ON ports (unlocode);

CREATE TABLE companies (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  country TEXT NOT NULL,
  city TEXT NOT NULL,
  state TEXT,
  zip TEXT,
  address TEXT NOT NULL
) STRICT;
CREATE INDEX companies_by_name ON companies (name COLLATE NOCASE);

CREATE TABLE shipments (
  id INTEGER PRIMARY KEY,
  bill_number TEXT NOT NULL UNIQUE,
  bill_type TEXT NOT NULL CHECK (bill_type IN ('M', 'H')),
  dataset TEXT NOT NULL REFERENCES datasets (value),
  country TEXT,
  date INTEGER NOT NULL,
  transport_mode TEXT NOT NULL CHECK (transport_mode IN ('SEA', 'AIR')),
  importer_id INTEGER REFERENCES companies (id),
  exporter_id INTEGER REFERENCES companies (id),
  notify_id INTEGER REFERENCES companies (id),
  hs_code TEXT,
  description TEXT,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  quantity_unit TEXT NOT NULL,
  weight_kg REAL NOT NULL CHECK (weight_kg > 0),
  measurement_cbm REAL NOT NULL CHECK (measurement_cbm > 0),
  value_usd REAL NOT NULL CHECK (value_usd > 0),
  loading_port TEXT NOT NULL,
  unloading_port TEXT NOT NULL,
  vessel_name TEXT NOT NULL,
  vessel_country TEXT NOT NULL,
  voyage_number TEXT NOT NULL,
  conveyance_id TEXT NOT NULL,
  container_count INTEGER NOT NULL CHECK (container_count >= 0),
  container_number TEXT,
  seal_number TEXT,
  marks TEXT NOT NULL,
  record_status TEXT NOT NULL CHECK (record_status IN ('NEW', 'AMENDED')),
  in_bond_entry_type TEXT NOT NULL,
  hazmat_class TEXT,
  hazmat_code TEXT
) STRICT;
CREATE INDEX shipments_by_dataset_date ON shipments (dataset, date);
CREATE INDEX shipments_by_country_dataset_date ON shipments (country, dataset, date);
CREATE INDEX shipments_by_date ON shipments (date);
CREATE INDEX shipments_by_hs_code ON shipments (hs_code);
CREATE INDEX shipments_by_importer ON shipments (importer_id);
CREATE INDEX shipments_by_exporter ON shipments (exporter_id);

-- Full-text index of the goods text and party names, for the data centre's search (later): rowid is
-- the shipment id; contentless, so the text is not stored twice.
CREATE VIRTUAL TABLE shipment_search USING fts5(
  description, importer, exporter,
  content = '', contentless_delete = 1, tokenize = 'unicode61 remove_diacritics 2'
);

CREATE TABLE utilities (
  list_id INTEGER NOT NULL,
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  url TEXT NOT NULL,
  PRIMARY KEY (list_id, position)
) STRICT, WITHOUT ROWID;
`,
};
