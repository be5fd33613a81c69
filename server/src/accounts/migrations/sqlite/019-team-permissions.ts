// Migration 019-team-permissions: which of the team's permissions (core's TEAM_PERMISSIONS) a main
// account hands on to each sub-account (issue 29 §10). No row: the sub-account keeps its own and
// its main account's packages' permissions, as before; a row decides every permission the team has.
import type { Migration } from "../../../sql/sqlite-migrate.ts";

export const m019_team_permissions: Migration = {
  id: "019-team-permissions",
  sql: `
CREATE TABLE team_permission_assignments (
  account_id INTEGER PRIMARY KEY REFERENCES accounts (id),
  permissions TEXT NOT NULL,
  updated_at INTEGER NOT NULL
) STRICT;
`,
};
