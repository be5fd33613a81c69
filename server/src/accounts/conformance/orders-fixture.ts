// What the orders and packages cases start from: the offers seeded, orders placed and paid through
// the stores' ports (never by SQL), so every engine runs the same steps.

import type { PackageTierId } from "@portolan/core";
import type { AccountStorage } from "../account-stores.ts";
import type { IdempotencyScope } from "../orders/idempotency-port.ts";
import type { PlaceOrderInput, StoredOrder } from "../orders/orders-port.ts";
import type { PackageOffer } from "../packages/offers-port.ts";
import { T0 } from "./fixture.ts";

export const OFFERS: readonly PackageOffer[] = [
  { tierId: "PRO", onOffer: true, priceCents: 89_900, priceVersion: 1, updatedAt: T0 },
  { tierId: "GLOBAL", onOffer: true, priceCents: 239_900, priceVersion: 1, updatedAt: T0 },
  { tierId: "PLUS", onOffer: true, priceCents: 299_900, priceVersion: 1, updatedAt: T0 },
];

let drawn = 0;
/** A fresh 12-digit order id (never starting with 0), unique within the run. */
export const nextOrderId = (): string => {
  drawn += 1;
  return String(100_000_000_000 + drawn * 7919 + Math.floor(Math.random() * 7919));
};

let keys = 0;
export const orderKey = (accountId: number, overrides: Partial<IdempotencyScope> = {}): IdempotencyScope => {
  keys += 1;
  return {
    scope: "createOrder",
    owner: String(accountId),
    key: `k-${keys}`,
    requestHash: "h-PRO",
    ...overrides,
  };
};

/** The answer a service would store: the order's id and whether it is paid. */
export const answerOf = (order: StoredOrder): string =>
  JSON.stringify({ id: order.id, paidAt: order.paidAt });

export const placeInput = (accountId: number, overrides: Partial<PlaceOrderInput> = {}): PlaceOrderInput => ({
  key: orderKey(accountId),
  accountId,
  tierId: "PRO",
  now: T0,
  locale: "en",
  newId: nextOrderId,
  respond: answerOf,
  ...overrides,
});

/** Places an order that must be created, and answers it. */
export const placeOrder = async (
  s: AccountStorage,
  accountId: number,
  overrides: Partial<PlaceOrderInput> = {},
): Promise<StoredOrder> => {
  const placed = await s.orders.place(placeInput(accountId, overrides));
  if (placed.kind !== "created") throw new Error(`fixture order not created: ${placed.kind}`);
  return placed.order;
};

let providerOrders = 0;
/** Opens a provider order for `orderId` and answers its id. */
export const openProviderOrder = async (s: AccountStorage, orderId: string, at = T0): Promise<string> => {
  providerOrders += 1;
  const providerOrderId = `PO-${providerOrders}`;
  await s.orders.recordProviderOrder(
    { providerOrderId, orderId, provider: "sandbox", createdAt: at },
    orderKey(0, { scope: "providerOrder", owner: "" }),
    JSON.stringify({ providerOrderId }),
  );
  return providerOrderId;
};

/** Places an order of `tierId` and pays it at `at` (a completed capture). */
export const paidOrder = async (
  s: AccountStorage,
  accountId: number,
  tierId: PackageTierId,
  at: number,
): Promise<StoredOrder> => {
  const order = await placeOrder(s, accountId, { tierId, now: at });
  const po = await openProviderOrder(s, order.id, at);
  await s.orders.recordCapture({ providerOrderId: po, status: "completed", now: at, respond: answerOf });
  const paid = await s.orders.find(order.id);
  if (paid === undefined) throw new Error("the paid order is stored");
  return paid;
};
