// Migration 016-auth-resets-addresses (issue 29; D283, D284). A reset link may belong to no account:
// an unknown address gets a link nobody can use, so asking costs the same write either way. And the
// accounts that signed in from each client address (30 days): an address many people share gets a
// larger allowance of failures before its sign-ins are slowed.
import type { Migration } from "../../../sql/sqlite-migrate.ts";

export const m016_auth_resets_addresses: Migration = {
  id: "016-auth-resets-addresses",
  sql: `
CREATE TABLE password_resets_new (
  token_hash TEXT PRIMARY KEY,
  account_id INTEGER REFERENCES accounts (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
) STRICT;
INSERT INTO password_resets_new (token_hash, account_id, created_at, expires_at, used_at)
  SELECT token_hash, account_id, created_at, expires_at, used_at FROM password_resets;
DROP TABLE password_resets;
ALTER TABLE password_resets_new RENAME TO password_resets;
CREATE INDEX password_resets_by_account ON password_resets (account_id);
CREATE INDEX password_resets_by_expiry ON password_resets (expires_at);

CREATE TABLE sign_in_addresses (
  address TEXT NOT NULL,
  account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  last_at INTEGER NOT NULL,
  PRIMARY KEY (address, account_id)
) STRICT, WITHOUT ROWID;
CREATE INDEX sign_in_addresses_by_time ON sign_in_addresses (last_at);
`,
};
