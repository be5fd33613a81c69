// Data-set and permission assignments of sub-accounts in SQLite (port: ports/team-datasets.ts).
import { isTeamPermission } from "@portolan/core";
import type { TeamDatasets } from "../../ports/team-datasets.ts";
import type { Db } from "./database.ts";

export const sqliteTeamDatasets = (db: Db): TeamDatasets => ({
  assignedTo: async (accountId) => {
    const row = db
      .prepare("SELECT assigned FROM team_dataset_assignments WHERE account_id = ?")
      .get(accountId) as { assigned: string } | undefined;
    return row?.assigned;
  },
  assign: async (accountId, ownershipCode, now) => {
    db.prepare(
      `INSERT INTO team_dataset_assignments (account_id, assigned, updated_at) VALUES (?, ?, ?)
       ON CONFLICT (account_id) DO UPDATE SET assigned = excluded.assigned, updated_at = excluded.updated_at`,
    ).run(accountId, ownershipCode, now);
  },
  permissionsOf: async (accountId) => {
    const row = db
      .prepare("SELECT permissions FROM team_permission_assignments WHERE account_id = ?")
      .get(accountId) as { permissions: string } | undefined;
    if (row === undefined) return undefined;
    const stored = JSON.parse(row.permissions) as unknown;
    return Array.isArray(stored)
      ? stored.filter((p): p is string => typeof p === "string").filter(isTeamPermission)
      : [];
  },
  assignPermissions: async (accountId, permissions, now) => {
    db.prepare(
      `INSERT INTO team_permission_assignments (account_id, permissions, updated_at) VALUES (?, ?, ?)
       ON CONFLICT (account_id) DO UPDATE SET permissions = excluded.permissions, updated_at = excluded.updated_at`,
    ).run(accountId, JSON.stringify(permissions), now);
  },
});
