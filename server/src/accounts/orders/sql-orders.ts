// Orders, provider orders and captures over the SQL port (SQLite or PostgreSQL). Every write that
// reads first (the key, the offer, the order's payment, the account's terms) is one transaction.

import { type Locale, newTerm, type PackageTierId } from "@portolan/core";
import { placeholders } from "../../sql/placeholders.ts";
import type { SqlClient, SqlRow, SqlRunner } from "../../sql/sql-client.ts";
import { findOffer } from "../packages/sql-offers.ts";
import type { OrderStore, RecentOrder, StoredOrder, StoredProviderOrder } from "./orders-port.ts";
import { claimKey, forgetKey, settleKey } from "./sql-idempotency.ts";

export const orderOfRow = (row: SqlRow): StoredOrder => ({
  id: String(row.id),
  accountId: Number(row.account_id),
  tierId: String(row.tier_id) as PackageTierId,
  amountCents: Number(row.amount_cents),
  currency: "USD",
  priceVersion: Number(row.price_version),
  createdAt: Number(row.created_at),
  ...(row.paid_at === null || row.paid_at === undefined ? {} : { paidAt: Number(row.paid_at) }),
  locale: String(row.locale) as Locale,
});

const providerOrderOfRow = (row: SqlRow): StoredProviderOrder => ({
  providerOrderId: String(row.provider_order_id),
  orderId: String(row.order_id),
  provider: String(row.provider),
  status: String(row.status) as StoredProviderOrder["status"],
  createdAt: Number(row.created_at),
});

/** Ids drawn before giving up: with 12 random digits a second collision in a row is all but impossible. */
const MAX_ID_DRAWS = 8;

const findOrder = async (q: SqlRunner, id: string) => {
  const row = await q.get("SELECT * FROM orders WHERE id = ?", [id]);
  return row === undefined ? undefined : orderOfRow(row);
};

const freshId = async (tx: SqlRunner, draw: () => string): Promise<string> => {
  for (let i = 0; i < MAX_ID_DRAWS; i++) {
    const id = draw();
    if ((await findOrder(tx, id)) === undefined) return id;
  }
  throw new Error("no free order id after repeated draws");
};

/**
 * Marks the order paid (once) and records its service. The term starts after the account's terms
 * read in this same transaction, so two captures of one account at once get consecutive terms.
 */
const startService = async (tx: SqlRunner, orderId: string, now: number): Promise<void> => {
  const paid = await tx.get("UPDATE orders SET paid_at = ? WHERE id = ? AND paid_at IS NULL RETURNING *", [
    now,
    orderId,
  ]);
  if (paid === undefined) return;
  const order = orderOfRow(paid);
  const terms = await tx.all(
    "SELECT tier_id, starts_at, expires_at FROM account_services WHERE account_id = ?",
    [order.accountId],
  );
  const term = newTerm(
    terms.map((t) => ({
      tierId: String(t.tier_id) as PackageTierId,
      startsAt: Number(t.starts_at),
      expiresAt: Number(t.expires_at),
    })),
    order.tierId,
    now,
  );
  await tx.run(
    `INSERT INTO account_services (order_id, account_id, tier_id, starts_at, expires_at)
     VALUES (?, ?, ?, ?, ?) ON CONFLICT (order_id) DO NOTHING`,
    [order.id, order.accountId, order.tierId, term.startsAt, term.expiresAt],
  );
};

export const sqlOrders = (sql: SqlClient): OrderStore => ({
  place: (input) =>
    sql.transaction(async (tx) => {
      const claim = await claimKey(tx, input.key, input.now);
      if (claim.kind !== "proceed") return claim;
      const offer = await findOffer(tx, input.tierId);
      if (offer === undefined || !offer.onOffer) {
        await forgetKey(tx, input.key);
        return { kind: "unavailable" } as const;
      }
      const order: StoredOrder = {
        id: await freshId(tx, input.newId),
        accountId: input.accountId,
        tierId: input.tierId,
        amountCents: offer.priceCents,
        currency: "USD",
        priceVersion: offer.priceVersion,
        createdAt: input.now,
        locale: input.locale,
      };
      await tx.run(
        `INSERT INTO orders (id, account_id, tier_id, amount_cents, currency, price_version, created_at, locale)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          order.id,
          order.accountId,
          order.tierId,
          order.amountCents,
          "USD",
          order.priceVersion,
          order.createdAt,
          order.locale,
        ],
      );
      const result = await settleKey(tx, input.key, input.respond(order), input.now);
      return { kind: "created", order, result } as const;
    }),
  find: (id) => findOrder(sql, id),
  unpaidOfTier: async (tierId, since) =>
    (
      await sql.all(
        "SELECT * FROM orders WHERE tier_id = ? AND paid_at IS NULL AND created_at >= ? ORDER BY id",
        [tierId, since],
      )
    ).map(orderOfRow),
  recordProviderOrder: (record, key, result) =>
    sql.transaction(async (tx) => {
      await tx.run(
        `INSERT INTO provider_orders (provider_order_id, order_id, provider, status, created_at, updated_at)
         VALUES (?, ?, ?, 'created', ?, ?) ON CONFLICT (provider_order_id) DO NOTHING`,
        [record.providerOrderId, record.orderId, record.provider, record.createdAt, record.createdAt],
      );
      return settleKey(tx, key, result, record.createdAt);
    }),
  findProviderOrder: async (providerOrderId) => {
    const row = await sql.get("SELECT * FROM provider_orders WHERE provider_order_id = ?", [providerOrderId]);
    return row === undefined ? undefined : providerOrderOfRow(row);
  },
  recordCapture: (c) =>
    sql.transaction(async (tx) => {
      const po = await tx.get("SELECT order_id FROM provider_orders WHERE provider_order_id = ?", [
        c.providerOrderId,
      ]);
      if (po === undefined) throw new Error(`unknown provider order ${c.providerOrderId}`);
      const orderId = String(po.order_id);
      // A completed provider order stays completed, whatever arrives after it.
      await tx.run(
        "UPDATE provider_orders SET status = ?, updated_at = ? WHERE provider_order_id = ? AND status <> 'completed'",
        [c.status, c.now, c.providerOrderId],
      );
      if (c.status === "completed") await startService(tx, orderId, c.now);
      const order = await findOrder(tx, orderId);
      if (order === undefined) throw new Error(`provider order ${c.providerOrderId} has no order ${orderId}`);
      const result = c.respond(order);
      return c.key === undefined ? result : settleKey(tx, c.key, result, c.now);
    }),
  recent: async (limit) => {
    const rows = await sql.all(
      `SELECT orders.*, accounts.account AS account_name FROM orders JOIN accounts ON accounts.id = orders.account_id
       ORDER BY orders.created_at DESC, orders.id DESC LIMIT ?`,
      [limit],
    );
    const ids = rows.map((row) => String(row.id));
    const payments =
      ids.length === 0
        ? []
        : await sql.all(
            `SELECT order_id, provider, status FROM provider_orders WHERE order_id IN (${placeholders(ids.length)})
             ORDER BY created_at, provider_order_id`,
            ids,
          );
    return rows.map(
      (row): RecentOrder => ({
        order: orderOfRow(row),
        account: String(row.account_name),
        payments: payments
          .filter((p) => String(p.order_id) === String(row.id))
          .map((p) => ({ provider: String(p.provider), status: String(p.status) })),
      }),
    );
  },
});
