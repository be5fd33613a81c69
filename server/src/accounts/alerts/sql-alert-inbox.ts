// The console's alerts list over the SQL port: an account's alerts, newest first, and which are read.

import type { SqlClient } from "../../sql/sql-client.ts";
import type { AlertInbox } from "./alerts-port.ts";
import { alertOf } from "./sql-alert-ledger.ts";

export const sqlAlertInbox = (sql: SqlClient): AlertInbox => ({
  list: async (accountId, limit) =>
    (
      await sql.all("SELECT * FROM alerts WHERE account_id = ? ORDER BY id DESC LIMIT ?", [accountId, limit])
    ).map(alertOf),
  unread: async (accountId) =>
    Number(
      (
        await sql.get("SELECT count(*) AS n FROM alerts WHERE account_id = ? AND read_at IS NULL", [
          accountId,
        ])
      )?.n,
    ),
  markRead: async (accountId, ids, at) => {
    if (ids === undefined)
      return (
        await sql.run("UPDATE alerts SET read_at = ? WHERE account_id = ? AND read_at IS NULL", [
          at,
          accountId,
        ])
      ).changes;
    if (ids.length === 0) return 0;
    return (
      await sql.run(
        `UPDATE alerts SET read_at = ? WHERE account_id = ? AND read_at IS NULL AND id IN (${ids.map(() => "?").join(", ")})`,
        [at, accountId, ...ids],
      )
    ).changes;
  },
});
