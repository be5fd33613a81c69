// Data-set and permission assignments of sub-accounts over the SQL port (SQLite or PostgreSQL).
import { isTeamPermission } from "@portolan/core";
import type { SqlClient } from "../../sql/sql-client.ts";
import type { TeamDatasets } from "./team-datasets-port.ts";

export const sqlTeamDatasets = (sql: SqlClient): TeamDatasets => ({
  assignedTo: async (accountId) => {
    const row = await sql.get<{ assigned: string }>(
      "SELECT assigned FROM team_dataset_assignments WHERE account_id = ?",
      [accountId],
    );
    return row === undefined ? undefined : String(row.assigned);
  },
  assign: async (accountId, ownershipCode, now) => {
    await sql.run(
      `INSERT INTO team_dataset_assignments (account_id, assigned, updated_at) VALUES (?, ?, ?)
       ON CONFLICT (account_id) DO UPDATE SET assigned = excluded.assigned, updated_at = excluded.updated_at`,
      [accountId, ownershipCode, now],
    );
  },
  permissionsOf: async (accountId) => {
    const row = await sql.get<{ permissions: string }>(
      "SELECT permissions FROM team_permission_assignments WHERE account_id = ?",
      [accountId],
    );
    if (row === undefined) return undefined;
    const stored = JSON.parse(String(row.permissions)) as unknown;
    return Array.isArray(stored)
      ? stored.filter((p): p is string => typeof p === "string").filter(isTeamPermission)
      : [];
  },
  assignPermissions: async (accountId, permissions, now) => {
    await sql.run(
      `INSERT INTO team_permission_assignments (account_id, permissions, updated_at) VALUES (?, ?, ?)
       ON CONFLICT (account_id) DO UPDATE SET permissions = excluded.permissions, updated_at = excluded.updated_at`,
      [accountId, JSON.stringify(permissions), now],
    );
  },
});
