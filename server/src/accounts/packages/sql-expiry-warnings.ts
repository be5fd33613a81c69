// The warnings before a package ends over the SQL port (SQLite or PostgreSQL). The claim is one
// insert on the order's primary key: of any number of providers claiming a term at once, one wins.

import type { SqlClient } from "../../sql/sql-client.ts";
import type { ExpiryWarnings } from "./expiry-warnings-port.ts";

export const sqlExpiryWarnings = (sql: SqlClient): ExpiryWarnings => ({
  accountsEndingBetween: async (from, to) =>
    (
      await sql.all(
        // An account that turned these mails off in its advertising settings is left out (D292).
        `SELECT DISTINCT account_id FROM account_services WHERE expires_at > ? AND expires_at <= ?
           AND account_id NOT IN (SELECT account_id FROM account_preferences WHERE expiry_mail = 0)
         ORDER BY account_id`,
        [from, to],
      )
    ).map((r) => Number(r.account_id)),
  claim: async (orderId, accountId, at) =>
    (
      await sql.run(
        `INSERT INTO package_expiry_warnings (order_id, account_id, sent_at) VALUES (?, ?, ?)
         ON CONFLICT (order_id) DO NOTHING`,
        [orderId, accountId, at],
      )
    ).changes === 1,
  release: async (orderId) => {
    await sql.run("DELETE FROM package_expiry_warnings WHERE order_id = ?", [orderId]);
  },
});
