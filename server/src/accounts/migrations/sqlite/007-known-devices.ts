// Migration 007-known-devices: browsers that signed in to an account before (issue 13, D159):
// their correct password is never slowed by failures from elsewhere. The cookie's token is kept hashed.
import type { Migration } from "../../../sql/sqlite-migrate.ts";

export const m007_known_devices: Migration = {
  id: "007-known-devices",
  sql: `
CREATE TABLE known_devices (
  token_hash TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL
) STRICT;
CREATE INDEX known_devices_by_account ON known_devices (account_id);
`,
};
