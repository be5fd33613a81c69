// Migration 003-forms: form submissions (demo, contact, credit enquiry, debt claim).
import type { Migration } from "../../../sql/sqlite-migrate.ts";

export const m003_forms: Migration = {
  id: "003-forms",
  sql: `
CREATE TABLE form_submissions (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('demo', 'contact', 'credit-enquiry', 'debt-claim')),
  payload TEXT NOT NULL,
  locale TEXT NOT NULL CHECK (locale IN ('zh', 'en', 'ru')),
  created_at INTEGER NOT NULL,
  ip TEXT NOT NULL
) STRICT;
CREATE INDEX form_submissions_ip ON form_submissions (kind, ip, created_at);
`,
};
