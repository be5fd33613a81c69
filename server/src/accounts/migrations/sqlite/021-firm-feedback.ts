// Migration 021-firm-feedback (issue 30 "Feedback"; D307–D309): users' reports on company identity,
// one row per report (the same report again from one account is the row kept), with the firms' names
// when it was sent, the operator's decision and the rule an accepted report keeps in the trade store.
// The audit trail learns the three firm decisions: SQLite cannot widen a CHECK, so its table is
// copied into a new one with the wider list and a column naming the report.
import type { Migration } from "../../../sql/sqlite-migrate.ts";

export const m021_firm_feedback: Migration = {
  id: "021-firm-feedback",
  sql: `
CREATE TABLE firm_reports (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts (id),
  kind TEXT NOT NULL CHECK (kind IN ('apart', 'same')),
  firm_id INTEGER NOT NULL,
  firm_name TEXT NOT NULL,
  -- "apart": the alias as the profile showed it; '' for "same" (so the report's key has no NULL).
  spelling TEXT NOT NULL DEFAULT '',
  -- "same": the other firm (0 for "apart"); a pair is kept with the smaller id first.
  other_firm_id INTEGER NOT NULL DEFAULT 0,
  other_firm_name TEXT,
  comment TEXT,
  created_at INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'rejected', 'withdrawn')),
  decided_at INTEGER,
  decided_by INTEGER REFERENCES accounts (id),
  note TEXT,
  -- The rule an accepted report keeps: its id in the trade store and its two spellings (JSON).
  rule_id TEXT,
  rule_json TEXT,
  UNIQUE (account_id, kind, firm_id, spelling, other_firm_id)
) STRICT;
CREATE INDEX firm_reports_queue ON firm_reports (status = 'pending' DESC, created_at DESC, id DESC);

CREATE TABLE admin_audit_021 (
  id INTEGER PRIMARY KEY,
  at INTEGER NOT NULL,
  actor_id INTEGER REFERENCES accounts (id),
  action TEXT NOT NULL CHECK (action IN ('freeze', 'unfreeze', 'cancel', 'reinstate', 'grantAppeal',
    'rejectAppeal', 'confirmTransfer', 'rejectTransfer', 'acceptFirmReport', 'rejectFirmReport',
    'withdrawFirmRule')),
  account_id INTEGER REFERENCES accounts (id),
  order_id TEXT REFERENCES orders (id),
  amount_cents INTEGER,
  reason TEXT,
  firm_report_id INTEGER REFERENCES firm_reports (id)
) STRICT;
INSERT INTO admin_audit_021 (id, at, actor_id, action, account_id, order_id, amount_cents, reason)
  SELECT id, at, actor_id, action, account_id, order_id, amount_cents, reason FROM admin_audit;
DROP TABLE admin_audit;
ALTER TABLE admin_audit_021 RENAME TO admin_audit;
CREATE INDEX admin_audit_newest ON admin_audit (at DESC, id DESC);
`,
};
