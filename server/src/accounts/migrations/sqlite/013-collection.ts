// Migration 013-collection: "My collection", recent searches and tracked companies (issue 15), each
// per account. An item's tags are a JSON array (at most ten, read with json_each); the same kind and
// reference are one item per account. Tracked companies keep their role and when tracking began,
// for the alerts to come.
import type { Migration } from "../../../sql/sqlite-migrate.ts";

export const m013_collection: Migration = {
  id: "013-collection",
  sql: `
CREATE TABLE collection_items (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts (id),
  kind TEXT NOT NULL CHECK (kind IN ('bill', 'company', 'search')),
  ref TEXT NOT NULL,
  datasets TEXT NOT NULL DEFAULT '',
  title TEXT,
  note TEXT NOT NULL DEFAULT '',
  tags TEXT NOT NULL DEFAULT '[]',
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (account_id, kind, ref)
) STRICT;
CREATE TABLE recent_searches (
  account_id INTEGER NOT NULL REFERENCES accounts (id),
  query TEXT NOT NULL,
  total INTEGER NOT NULL,
  total_exact INTEGER NOT NULL,
  searched_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, query)
) STRICT;
CREATE INDEX recent_searches_by_time ON recent_searches (account_id, searched_at);
CREATE TABLE tracked_companies (
  account_id INTEGER NOT NULL REFERENCES accounts (id),
  company_id INTEGER NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('importer', 'exporter')),
  name TEXT NOT NULL,
  datasets TEXT NOT NULL,
  since INTEGER NOT NULL,
  PRIMARY KEY (account_id, company_id, role)
) STRICT;
`,
};
