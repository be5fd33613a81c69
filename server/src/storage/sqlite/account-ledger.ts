// The account's orders and payments in SQLite (port: ports/account-ledger.ts), read from the tables
// of migration 004-commerce (orders_by_account and provider_orders_by_order serve the queries).

import type { PackageTierId } from "@portolan/core";
import type { AccountLedger, StoredPayment } from "../../ports/account-ledger.ts";
import { type OrderRow, orderOfRow } from "./commerce-orders.ts";
import type { Db } from "./database.ts";

interface PaymentRow {
  provider_order_id: string;
  order_id: string;
  tier_id: string;
  provider: string;
  status: StoredPayment["status"];
  amount_cents: number;
  created_at: number;
  updated_at: number;
}

const paymentOfRow = (row: PaymentRow): StoredPayment => ({
  providerOrderId: row.provider_order_id,
  orderId: row.order_id,
  tierId: row.tier_id as PackageTierId,
  provider: row.provider,
  status: row.status,
  amountCents: row.amount_cents,
  currency: "USD",
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export const sqliteAccountLedger = (db: Db): AccountLedger => ({
  ordersOf: async (accountId) =>
    (
      db
        .prepare(
          // Ids are all digits of one length per drawer: compare as numbers for a stable tie-break.
          "SELECT * FROM orders WHERE account_id = ? ORDER BY created_at DESC, CAST(id AS INTEGER) DESC",
        )
        .all(accountId) as unknown as OrderRow[]
    ).map(orderOfRow),
  paymentsOf: async (accountId) =>
    (
      db
        .prepare(
          `SELECT p.provider_order_id, p.order_id, o.tier_id, p.provider, p.status, o.amount_cents,
                  p.created_at, p.updated_at
           FROM provider_orders p JOIN orders o ON o.id = p.order_id
           WHERE o.account_id = ?
           ORDER BY p.updated_at DESC, p.created_at DESC, p.provider_order_id DESC`,
        )
        .all(accountId) as unknown as PaymentRow[]
    ).map(paymentOfRow),
});
