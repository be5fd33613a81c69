// The ClickHouse trade store's tables, in a database of their own (issue 14 §2). Bills sit in a
// ReplacingMergeTree keyed by (data set, source id), one partition per month of their date
// (clickhouse-bills-by-month.ts): writing a record again with a higher version replaces it, which is
// how an import stays idempotent and how `counted` changes. Goods text is kept
// folded (core's normaliseText) under a text index; firms are found through a dictionary from
// (country, spelling) to firm id, rewritten by each import, and stored on each bill after it.

import { BILLS_PARTITION } from "./clickhouse-bills-by-month.ts";
import { partyFieldIndexes } from "./clickhouse-party-fields.ts";

export const schemaStatements = (db: string): readonly string[] => [
  `CREATE DATABASE IF NOT EXISTS ${db}`,
  `CREATE TABLE IF NOT EXISTS ${db}.trade_bills (
    id UInt64,
    dataset LowCardinality(String),
    source String,
    bill_key Nullable(String),
    master_bill Nullable(String),
    bill_type Nullable(String),
    revision String,
    record_status LowCardinality(String),
    counted UInt8,
    day UInt32,
    importer_name Nullable(String),
    importer_country Nullable(String),
    exporter_name Nullable(String),
    exporter_country Nullable(String),
    notify_name Nullable(String),
    hs_code LowCardinality(Nullable(String)),
    description Nullable(String),
    description_folded String,
    quantity Nullable(Float64),
    quantity_unit Nullable(String),
    weight_kg Nullable(Float64),
    value_usd Nullable(Float64),
    origin_country Nullable(String),
    destination_country Nullable(String),
    reporting_country Nullable(String),
    loading_port Nullable(String),
    unloading_port Nullable(String),
    carrier Nullable(String),
    vessel Nullable(String),
    transport_mode Nullable(String),
    container_count UInt32,
    hazmat UInt8,
    detail Nullable(String),
    version UInt64,
    INDEX description_words description_folded TYPE text(tokenizer = splitByNonAlpha),
    INDEX bill_keys bill_key TYPE bloom_filter GRANULARITY 4,
    INDEX master_bills master_bill TYPE bloom_filter GRANULARITY 4
  ) ENGINE = ReplacingMergeTree(version) PARTITION BY ${BILLS_PARTITION} ORDER BY (dataset, source)`,
  `CREATE TABLE IF NOT EXISTS ${db}.trade_releases (
    release String, files String, rows_read UInt64, rows_loaded UInt64, rows_skipped UInt64, loaded_at UInt64
  ) ENGINE = ReplacingMergeTree ORDER BY release`,
  `CREATE TABLE IF NOT EXISTS ${db}.trade_companies (
    id UInt64, country String, key String, name String, logistics UInt8
  ) ENGINE = MergeTree ORDER BY id`,
  `CREATE TABLE IF NOT EXISTS ${db}.trade_company_names (
    country String, name String, name_folded String, company_id UInt64
  ) ENGINE = MergeTree ORDER BY (country, name)`,
  `CREATE TABLE IF NOT EXISTS ${db}.trade_totals (
    dataset String, country String, records UInt64, first_day UInt32, last_day UInt32
  ) ENGINE = MergeTree ORDER BY (dataset, country)`,
  // The keys of the batch an import is writing, to find what is stored under them by a join: a
  // literal IN list of 100,000 keys takes ClickHouse over a minute to parse (measured). One
  // importer at a time per store, as the release records assume.
  `CREATE TABLE IF NOT EXISTS ${db}.trade_import_keys (
    dataset String, source String, bill_key String, master_bill String
  ) ENGINE = Memory`,
  // Stored versions of the batch's records in another month than their new one, to delete
  // (clickhouse-bills-by-month.ts).
  `CREATE TABLE IF NOT EXISTS ${db}.trade_import_moved (dataset String, source String, day UInt32) ENGINE = Memory`,
  // A mark that a load has written bills but not yet made its firms and totals and merged the
  // table (see the SQLite store's migration t005); reads merge versions while it is set.
  `CREATE TABLE IF NOT EXISTS ${db}.trade_import_unfinished (at UInt64) ENGINE = MergeTree ORDER BY tuple()`,
  `CREATE DICTIONARY IF NOT EXISTS ${db}.firm_of (country String, name String, company_id UInt64)
    PRIMARY KEY country, name SOURCE(CLICKHOUSE(TABLE 'trade_company_names' DB '${db}'))
    LAYOUT(COMPLEX_KEY_HASHED()) LIFETIME(0)`,
  // Each side's firm, stored (added after the first schema): set by the importer once the firms are
  // resolved (clickhouse-firm-links.ts), so that searches, facets and firm lists read a number
  // instead of looking a spelling up in the dictionary for every bill.
  `ALTER TABLE ${db}.trade_bills ADD COLUMN IF NOT EXISTS importer_id Nullable(UInt64)`,
  `ALTER TABLE ${db}.trade_bills ADD COLUMN IF NOT EXISTS exporter_id Nullable(UInt64)`,
  // HS codes as a dictionary of the distinct codes (a few thousand) with a number per bill: an HS
  // prefix is then tested once per code, not once per bill (at 30M bills an HS count 44 → 26 ms).
  // A store made before gets it here: a rewrite of that column alone (1.1 s at 30M); a no-op after.
  `ALTER TABLE ${db}.trade_bills MODIFY COLUMN hs_code LowCardinality(Nullable(String))`,
  // Each counted bill once per firm on it, keyed by firm: what the firm views read
  // (clickhouse-firm-sides.ts rewrites it after each import).
  `CREATE TABLE IF NOT EXISTS ${db}.trade_firm_sides (
    company_id UInt64,
    dataset LowCardinality(String),
    day UInt32,
    source String,
    is_imp UInt8,
    is_exp UInt8,
    partner_id Nullable(UInt64),
    weight_kg Nullable(Float64),
    value_usd Nullable(Float64),
    hs_code Nullable(String),
    loading_port Nullable(String),
    origin_country Nullable(String),
    destination_country Nullable(String),
    has_detail UInt8
  ) ENGINE = MergeTree ORDER BY (company_id, dataset, day)`,
  // Firm identity (issue 30; the SQLite store's migration t006 says what each part is for).
  `ALTER TABLE ${db}.trade_bills ADD COLUMN IF NOT EXISTS importer_contact Nullable(String)`,
  `ALTER TABLE ${db}.trade_bills ADD COLUMN IF NOT EXISTS exporter_contact Nullable(String)`,
  `ALTER TABLE ${db}.trade_companies ADD COLUMN IF NOT EXISTS forwarder String DEFAULT ''`,
  `ALTER TABLE ${db}.trade_company_names ADD COLUMN IF NOT EXISTS bill_sides UInt64 DEFAULT 0`,
  // Each spelling's first id, for good (a spelling no bill carries any more keeps it).
  `CREATE TABLE IF NOT EXISTS ${db}.trade_spelling_origins (
    country String, name String, origin_id UInt64
  ) ENGINE = ReplacingMergeTree ORDER BY (country, name)`,
  `CREATE TABLE IF NOT EXISTS ${db}.trade_firm_redirects (from_id UInt64, to_id UInt64) ENGINE = MergeTree ORDER BY from_id`,
  `CREATE TABLE IF NOT EXISTS ${db}.trade_firm_links (
    company_id UInt64, a_country String, a_name String, b_country String, b_name String, weight Float64, evidence String
  ) ENGINE = MergeTree ORDER BY company_id`,
  // Bill of lading and container numbers of each bill, as core's fieldValue keeps them, prefixed by
  // their kind (issue 31 item 5, D330; the SQLite store's t007 keeps the same): computed from the
  // bill's columns and AMS tables, also for bills stored before; found through a bloom filter.
  `ALTER TABLE ${db}.trade_bills ADD COLUMN IF NOT EXISTS bill_refs Array(String) DEFAULT arrayConcat(
    arrayMap(v -> concat('bl:', v), arrayFilter(v -> v != '', arrayMap(v -> upper(replaceRegexpAll(coalesce(v, ''), '[ ./-]', '')),
      arrayConcat([master_bill], arrayMap(r -> r[2], JSONExtract(coalesce(detail, '{}'), 'billgen', 'Array(Array(Nullable(String)))')))))),
    arrayMap(v -> concat('container:', v), arrayFilter(v -> v != '', arrayMap(v -> upper(replaceRegexpAll(coalesce(v, ''), '[ ./-]', '')),
      arrayMap(r -> r[1], JSONExtract(coalesce(detail, '{}'), 'container', 'Array(Array(Nullable(String)))'))))))`,
  `ALTER TABLE ${db}.trade_bills ADD INDEX IF NOT EXISTS bill_refs_index bill_refs TYPE bloom_filter GRANULARITY 4`,
  // The vessel, notify party and address fields' 3-gram indexes (D347), and the marks of the derived
  // data a store loaded before is brought up to once (clickhouse-derived-upgrade.ts).
  ...partyFieldIndexes(db),
  `CREATE TABLE IF NOT EXISTS ${db}.trade_derived (name String) ENGINE = ReplacingMergeTree ORDER BY name`,
  `CREATE TABLE IF NOT EXISTS ${db}.trade_firm_rules (
    id String, kind String, a_country String, a_name String, b_country String, b_name String, created_at UInt64
  ) ENGINE = MergeTree ORDER BY id`,
];

/** The firm of one side of a bill as the dictionary of spellings now names it (null for no firm). */
export const firmOfSpelling = (db: string, side: "importer" | "exporter"): string =>
  `dictGetOrNull('${db}.firm_of', 'company_id', tuple(coalesce(${side}_country, ''), coalesce(${side}_name, '')))`;

/** A database name: letters, digits and underscores only (it is part of the SQL). */
export const isDatabaseName = (name: string): boolean => /^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(name);
