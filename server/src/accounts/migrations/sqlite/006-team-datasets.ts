// Migration 006-team-datasets: which of its main account's data sets each sub-account may use
// (issue 13; spec §3 deptInfo and level). No row: every data set of the main account is shared.
import type { Migration } from "../../../sql/sqlite-migrate.ts";

export const m006_team_datasets: Migration = {
  id: "006-team-datasets",
  sql: `
CREATE TABLE team_dataset_assignments (
  account_id INTEGER PRIMARY KEY REFERENCES accounts (id),
  assigned TEXT NOT NULL,
  updated_at INTEGER NOT NULL
) STRICT;
`,
};
