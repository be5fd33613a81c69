// Migration 001-accounts: accounts, sessions, login attempts (rate limits) and SSO tickets.
// Services (packages owned) belong to the commerce area's migration.
import type { Migration } from "../../../sql/sqlite-migrate.ts";

export const m001_accounts: Migration = {
  id: "001-accounts",
  sql: `
CREATE TABLE accounts (
  id INTEGER PRIMARY KEY,
  account TEXT NOT NULL,
  -- lowercased account name and email: unique regardless of case
  account_key TEXT NOT NULL UNIQUE,
  email TEXT,
  email_key TEXT UNIQUE,
  phone TEXT,
  nickname TEXT NOT NULL,
  first_name TEXT NOT NULL DEFAULT '',
  last_name TEXT NOT NULL DEFAULT '',
  level INTEGER NOT NULL DEFAULT 0 CHECK (level >= 0),
  parent_id INTEGER REFERENCES accounts(id),
  department TEXT,
  account_type TEXT NOT NULL DEFAULT 'member' CHECK (account_type IN ('admin', 'superuser', 'member')),
  roles TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(roles)),
  permissions TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(permissions)),
  membership INTEGER NOT NULL DEFAULT 0 CHECK (membership >= 0),
  customs_data_source TEXT NOT NULL,
  oem_domains TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(oem_domains)),
  password_hash TEXT NOT NULL,
  frozen_since INTEGER,
  frozen_until INTEGER,
  -- JSON: "all" or a list of function names
  frozen_functions TEXT CHECK (frozen_functions IS NULL OR json_valid(frozen_functions)),
  cancelled_breach_at INTEGER,
  cancelled_dormant_at INTEGER,
  appeal_filed_at INTEGER,
  appeal_decided_at INTEGER,
  appeal_granted INTEGER CHECK (appeal_granted IN (0, 1)),
  created_at INTEGER NOT NULL,
  last_login_at INTEGER,
  CHECK ((level = 0) = (parent_id IS NULL))
) STRICT;

CREATE INDEX accounts_activity ON accounts (coalesce(last_login_at, created_at));

CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL,
  -- the absolute cap: no use after this, however active
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER
) STRICT;

CREATE INDEX sessions_account ON sessions (account_id);
CREATE INDEX sessions_expiry ON sessions (expires_at);

CREATE TABLE login_attempts (
  id INTEGER PRIMARY KEY,
  key TEXT NOT NULL,
  at INTEGER NOT NULL
) STRICT;

CREATE INDEX login_attempts_key ON login_attempts (key, at);

CREATE TABLE sso_tickets (
  ticket_hash TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  host TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
) STRICT;
`,
};
