// Scheduled runs taken once across providers (issue 32): the time each job's next run is due.
import type { AccountMigration } from "./account-migration.ts";

export const m029_scheduled_runs: AccountMigration = {
  id: "029-scheduled-runs",
  sqlite: "CREATE TABLE scheduled_runs (job TEXT PRIMARY KEY, due_at INTEGER NOT NULL) STRICT",
  postgres: "CREATE TABLE scheduled_runs (job TEXT PRIMARY KEY, due_at BIGINT NOT NULL)",
};
