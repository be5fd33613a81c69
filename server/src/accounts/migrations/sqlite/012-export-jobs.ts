// Migration 012-export-jobs: exports run in the background with their progress (issue 15). The file
// is under the data directory (exports/<id>.<format>); a row says what it holds and how far it is.
import type { Migration } from "../../../sql/sqlite-migrate.ts";

export const m012_export_jobs: Migration = {
  id: "012-export-jobs",
  sql: `
CREATE TABLE export_jobs (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts (id),
  subject TEXT NOT NULL CHECK (json_valid(subject)),
  format TEXT NOT NULL CHECK (format IN ('csv', 'xlsx')),
  locale TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('queued', 'running', 'done', 'failed')),
  reason TEXT,
  rows_written INTEGER NOT NULL DEFAULT 0,
  rows_expected INTEGER NOT NULL,
  bytes INTEGER,
  file_name TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  heartbeat_at INTEGER NOT NULL,
  finished_at INTEGER
) STRICT;
CREATE INDEX export_jobs_by_account ON export_jobs (account_id, id);
CREATE INDEX export_jobs_unfinished ON export_jobs (status) WHERE status IN ('queued', 'running');
CREATE INDEX export_jobs_finished ON export_jobs (finished_at) WHERE finished_at IS NOT NULL;
`,
};
