// The services (packages with a term) accounts have bought, in SQLite (port: ports/account-services.ts).
// Rows are written by a completed capture (commerce-orders.ts recordCapture).

import type { PackageTierId } from "@portolan/core";
import type { AccountService, AccountServices } from "../../ports/account-services.ts";
import type { Db } from "./database.ts";

interface ServiceRow {
  order_id: string;
  account_id: number;
  tier_id: string;
  starts_at: number;
  expires_at: number;
}

export const sqliteAccountServices = (db: Db): AccountServices => ({
  ofAccount: async (accountId) =>
    (
      db
        .prepare("SELECT * FROM account_services WHERE account_id = ? ORDER BY starts_at DESC, order_id DESC")
        .all(accountId) as unknown as ServiceRow[]
    ).map(
      (row): AccountService => ({
        accountId: row.account_id,
        tierId: row.tier_id as PackageTierId,
        startsAt: row.starts_at,
        expiresAt: row.expires_at,
        orderId: row.order_id,
      }),
    ),
  latestExpiry: async (accountId) => {
    const row = db
      .prepare("SELECT MAX(expires_at) AS latest FROM account_services WHERE account_id = ?")
      .get(accountId) as { latest: number | null };
    return row.latest ?? undefined;
  },
});
