// The admin page's orders (issue 13): the newest orders of every account with the account's name and
// the payment-provider orders opened for them.
import type { StoredOrder } from "../../ports/commerce-orders.ts";
import { type OrderRow, orderOfRow } from "./commerce-orders.ts";
import type { Db } from "./database.ts";

export interface AdminOrderRow {
  readonly order: StoredOrder;
  readonly account: string;
  readonly payments: readonly { readonly provider: string; readonly status: string }[];
}

export const recentOrders = (db: Db, limit: number): readonly AdminOrderRow[] => {
  const rows = db
    .prepare(
      `SELECT orders.*, accounts.account AS account_name FROM orders JOIN accounts ON accounts.id = orders.account_id
       ORDER BY orders.created_at DESC, orders.id DESC LIMIT ?`,
    )
    .all(limit) as unknown as (OrderRow & { account_name: string })[];
  const payments = db.prepare(
    "SELECT provider, status FROM provider_orders WHERE order_id = ? ORDER BY created_at, provider_order_id",
  );
  return rows.map((row) => ({
    order: orderOfRow(row),
    account: row.account_name,
    payments: payments.all(row.id) as unknown as { provider: string; status: string }[],
  }));
};
