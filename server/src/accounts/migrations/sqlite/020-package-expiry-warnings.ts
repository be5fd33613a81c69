// Migration 020-package-expiry-warnings (issue 29 item 11; D288): the warning mailed before a
// package ends, one per term (the order that bought it), so the scheduled run sends it once.
import type { Migration } from "../../../sql/sqlite-migrate.ts";

export const m020_package_expiry_warnings: Migration = {
  id: "020-package-expiry-warnings",
  sql: `
CREATE TABLE package_expiry_warnings (
  order_id TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts (id),
  sent_at INTEGER NOT NULL
) STRICT;
`,
};
