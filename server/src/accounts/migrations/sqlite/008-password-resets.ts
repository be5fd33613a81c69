// Migration 008-password-resets: the single-use links of a forgotten password (issue 13), hashed.
import type { Migration } from "../../../sql/sqlite-migrate.ts";

export const m008_password_resets: Migration = {
  id: "008-password-resets",
  sql: `
CREATE TABLE password_resets (
  token_hash TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
) STRICT;
CREATE INDEX password_resets_by_account ON password_resets (account_id);
`,
};
