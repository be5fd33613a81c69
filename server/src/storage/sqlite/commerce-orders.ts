// Orders, provider orders and captures in SQLite (port: ports/commerce-orders.ts).

import { type Locale, newTerm, type PackageTierId } from "@portolan/core";
import type { OrderStore, StoredOrder, StoredProviderOrder } from "../../ports/commerce-orders.ts";
import { claimKey, settleKey } from "./commerce-idempotency.ts";
import { findOfferRow } from "./commerce-offers.ts";
import { type Db, inTransaction } from "./database.ts";

export interface OrderRow {
  id: string;
  account_id: number;
  tier_id: string;
  amount_cents: number;
  price_version: number;
  created_at: number;
  paid_at: number | null;
  locale: Locale;
}

export const orderOfRow = (row: OrderRow): StoredOrder => ({
  id: row.id,
  accountId: row.account_id,
  tierId: row.tier_id as PackageTierId,
  amountCents: row.amount_cents,
  currency: "USD",
  priceVersion: row.price_version,
  createdAt: row.created_at,
  ...(row.paid_at === null ? {} : { paidAt: row.paid_at }),
  locale: row.locale,
});

interface ProviderOrderRow {
  provider_order_id: string;
  order_id: string;
  provider: string;
  status: StoredProviderOrder["status"];
  created_at: number;
}

/** Ids drawn before giving up: with 12 random digits a second collision in a row is all but impossible. */
const MAX_ID_DRAWS = 8;

export const sqliteOrderStore = (db: Db): OrderStore => {
  const findRow = (id: string) =>
    db.prepare("SELECT * FROM orders WHERE id = ?").get(id) as OrderRow | undefined;
  const freshId = (draw: () => string): string => {
    for (let i = 0; i < MAX_ID_DRAWS; i++) {
      const id = draw();
      if (findRow(id) === undefined) return id;
    }
    throw new Error("no free order id after repeated draws");
  };
  return {
    place: async (input) =>
      inTransaction(db, () => {
        const claim = claimKey(db, input.key, input.now);
        if (claim.kind !== "proceed") return claim;
        const offer = findOfferRow(db, input.tierId);
        if (offer === undefined || offer.on_offer !== 1) {
          db.prepare("DELETE FROM idempotency_keys WHERE scope = ? AND owner = ? AND key = ?").run(
            input.key.scope,
            input.key.owner,
            input.key.key,
          );
          return { kind: "unavailable" } as const;
        }
        const order: StoredOrder = {
          id: freshId(input.newId),
          accountId: input.accountId,
          tierId: input.tierId,
          amountCents: offer.price_cents,
          currency: "USD",
          priceVersion: offer.price_version,
          createdAt: input.now,
          locale: input.locale,
        };
        db.prepare(
          `INSERT INTO orders (id, account_id, tier_id, amount_cents, currency, price_version, created_at, locale)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        ).run(
          order.id,
          order.accountId,
          order.tierId,
          order.amountCents,
          "USD",
          order.priceVersion,
          order.createdAt,
          order.locale,
        );
        const result = settleKey(db, input.key, input.respond(order), input.now);
        return { kind: "created", order, result } as const;
      }),
    find: async (id) => {
      const row = findRow(id);
      return row === undefined ? undefined : orderOfRow(row);
    },
    unpaidOfTier: async (tierId, since) =>
      (
        db
          .prepare("SELECT * FROM orders WHERE tier_id = ? AND paid_at IS NULL AND created_at >= ?")
          .all(tierId, since) as unknown as OrderRow[]
      ).map(orderOfRow),
    recordProviderOrder: async (record, key, result) =>
      inTransaction(db, () => {
        db.prepare(
          `INSERT INTO provider_orders (provider_order_id, order_id, provider, status, created_at, updated_at)
           VALUES (?, ?, ?, 'created', ?, ?) ON CONFLICT (provider_order_id) DO NOTHING`,
        ).run(record.providerOrderId, record.orderId, record.provider, record.createdAt, record.createdAt);
        return settleKey(db, key, result, record.createdAt);
      }),
    findProviderOrder: async (providerOrderId) => {
      const row = db
        .prepare("SELECT * FROM provider_orders WHERE provider_order_id = ?")
        .get(providerOrderId) as ProviderOrderRow | undefined;
      return row === undefined
        ? undefined
        : {
            providerOrderId: row.provider_order_id,
            orderId: row.order_id,
            provider: row.provider,
            status: row.status,
            createdAt: row.created_at,
          };
    },
    recordCapture: async (c) =>
      inTransaction(db, () => {
        const po = db
          .prepare("SELECT order_id FROM provider_orders WHERE provider_order_id = ?")
          .get(c.providerOrderId) as { order_id: string } | undefined;
        if (po === undefined) throw new Error(`unknown provider order ${c.providerOrderId}`);
        db.prepare(
          "UPDATE provider_orders SET status = ?, updated_at = ? WHERE provider_order_id = ? AND status <> 'completed'",
        ).run(c.status, c.now, c.providerOrderId);
        if (c.status === "completed") {
          const paid = db
            .prepare("UPDATE orders SET paid_at = ? WHERE id = ? AND paid_at IS NULL RETURNING *")
            .get(c.now, po.order_id) as OrderRow | undefined;
          if (paid !== undefined) {
            // Read in the same transaction, so two captures at once cannot both start "now".
            const terms = db
              .prepare("SELECT tier_id, starts_at, expires_at FROM account_services WHERE account_id = ?")
              .all(paid.account_id) as unknown as {
              tier_id: string;
              starts_at: number;
              expires_at: number;
            }[];
            const term = newTerm(
              terms.map((t) => ({
                tierId: t.tier_id as PackageTierId,
                startsAt: t.starts_at,
                expiresAt: t.expires_at,
              })),
              paid.tier_id as PackageTierId,
              c.now,
            );
            db.prepare(
              `INSERT INTO account_services (order_id, account_id, tier_id, starts_at, expires_at)
               VALUES (?, ?, ?, ?, ?) ON CONFLICT (order_id) DO NOTHING`,
            ).run(paid.id, paid.account_id, paid.tier_id, term.startsAt, term.expiresAt);
          }
        }
        const order = findRow(po.order_id) as OrderRow;
        const result = c.respond(orderOfRow(order));
        return c.key === undefined ? result : settleKey(db, c.key, result, c.now);
      }),
  };
};
