// The services (packages with a term) accounts have bought, over the SQL port (SQLite or
// PostgreSQL). Rows are written by a completed capture (sql-orders.ts recordCapture).

import type { PackageTierId } from "@portolan/core";
import type { SqlClient } from "../../sql/sql-client.ts";
import type { AccountService, AccountServices } from "./account-services-port.ts";

export const sqlAccountServices = (sql: SqlClient): AccountServices => ({
  ofAccount: async (accountId) =>
    (
      await sql.all(
        "SELECT * FROM account_services WHERE account_id = ? ORDER BY starts_at DESC, order_id DESC",
        [accountId],
      )
    ).map(
      (row): AccountService => ({
        accountId: Number(row.account_id),
        tierId: String(row.tier_id) as PackageTierId,
        startsAt: Number(row.starts_at),
        expiresAt: Number(row.expires_at),
        orderId: String(row.order_id),
      }),
    ),
  latestExpiry: async (accountId) => {
    const row = await sql.get("SELECT MAX(expires_at) AS latest FROM account_services WHERE account_id = ?", [
      accountId,
    ]);
    return row?.latest === null || row?.latest === undefined ? undefined : Number(row.latest);
  },
});
