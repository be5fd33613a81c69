// Migration 017-admin-audit (issue 29 item 8; D290): the admin pages' and the operator command's
// decisions, one row each — who (an account, or NULL for the command), what, on which account or
// order, with the amount received or the reason given, and when. Rows are only ever added.
import type { Migration } from "../../../sql/sqlite-migrate.ts";

export const m017_admin_audit: Migration = {
  id: "017-admin-audit",
  sql: `
CREATE TABLE admin_audit (
  id INTEGER PRIMARY KEY,
  at INTEGER NOT NULL,
  actor_id INTEGER REFERENCES accounts (id),
  action TEXT NOT NULL CHECK (action IN ('freeze', 'unfreeze', 'cancel', 'reinstate', 'grantAppeal',
    'rejectAppeal', 'confirmTransfer', 'rejectTransfer')),
  account_id INTEGER REFERENCES accounts (id),
  order_id TEXT REFERENCES orders (id),
  amount_cents INTEGER,
  reason TEXT
) STRICT;
CREATE INDEX admin_audit_newest ON admin_audit (at DESC, id DESC);
`,
};
