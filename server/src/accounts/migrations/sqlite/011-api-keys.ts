// Migration 011-api-keys: keys for the data API (issue 14 §3). Only a key's SHA-256 is kept; the
// key itself is shown once, when it is created.
import type { Migration } from "../../../sql/sqlite-migrate.ts";

export const m011_api_keys: Migration = {
  id: "011-api-keys",
  sql: `
CREATE TABLE api_keys (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts (id),
  name TEXT NOT NULL,
  hint TEXT NOT NULL,
  hash TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL,
  last_used_at INTEGER,
  revoked_at INTEGER
) STRICT;
CREATE INDEX api_keys_by_account ON api_keys (account_id);
`,
};
