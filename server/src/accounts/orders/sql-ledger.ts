// The account's orders and payments over the SQL port (SQLite or PostgreSQL), read from the tables
// of migration 004-commerce (orders_by_account and provider_orders_by_order serve the queries).

import type { PackageTierId } from "@portolan/core";
import type { SqlClient, SqlRow } from "../../sql/sql-client.ts";
import type { AccountLedger, StoredPayment } from "./ledger-port.ts";
import { orderOfRow } from "./sql-orders.ts";

const paymentOfRow = (row: SqlRow): StoredPayment => ({
  providerOrderId: String(row.provider_order_id),
  orderId: String(row.order_id),
  tierId: String(row.tier_id) as PackageTierId,
  provider: String(row.provider),
  status: String(row.status) as StoredPayment["status"],
  amountCents: Number(row.amount_cents),
  currency: "USD",
  createdAt: Number(row.created_at),
  updatedAt: Number(row.updated_at),
});

export const sqlLedger = (sql: SqlClient): AccountLedger => ({
  ordersOf: async (accountId) =>
    (
      await sql.all(
        // Ids are all digits: compare as numbers for a stable tie-break (BIGINT: 12 digits overflow INTEGER).
        "SELECT * FROM orders WHERE account_id = ? ORDER BY created_at DESC, CAST(id AS BIGINT) DESC",
        [accountId],
      )
    ).map(orderOfRow),
  paymentsOf: async (accountId) =>
    (
      await sql.all(
        `SELECT p.provider_order_id, p.order_id, o.tier_id, p.provider, p.status, o.amount_cents,
                p.created_at, p.updated_at
         FROM provider_orders p JOIN orders o ON o.id = p.order_id
         WHERE o.account_id = ?
         ORDER BY p.updated_at DESC, p.created_at DESC, p.provider_order_id DESC`,
        [accountId],
      )
    ).map(paymentOfRow),
});
