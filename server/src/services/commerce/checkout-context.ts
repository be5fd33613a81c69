// What the two checkout calls share: the stores, the provider, the log, and the checks of an order
// before money moves (exists, not paid, still reserved).

import { DESIGNED_CODES, orderState } from "@portolan/core";
import type { IdempotencyStore } from "../../accounts/orders/idempotency-port.ts";
import type { OrderStore } from "../../accounts/orders/orders-port.ts";
import type { OfferStore } from "../../accounts/packages/offers-port.ts";
import { type Failure, failure } from "../../http/reply.ts";
import type { PaymentProvider } from "../../payments/payment-provider.ts";
import type { Logger } from "../../ports/logger.ts";
import { lifecycleOrder } from "./order-view.ts";
import { loadOrder, type OrderWithChanges, orderNotFound } from "./payment-lookup.ts";
import type { Receipts } from "./receipts/receipts.ts";

export interface CheckoutDeps {
  readonly orders: OrderStore;
  readonly offers: OfferStore;
  readonly keys: IdempotencyStore;
  readonly provider: PaymentProvider;
  readonly log: Logger;
  /** The confirmation and receipt mails. */
  readonly receipts: Receipts;
}

export const idempotencyConflict = (): Failure =>
  failure(DESIGNED_CODES.IDEMPOTENCY_CONFLICT, "errors.idempotency.conflict");

export const providerFailed = (): Failure =>
  failure(DESIGNED_CODES.PAYMENT_PROVIDER_FAILED, "errors.payment.providerFailed");

/** The order when a payment may be taken for it now; otherwise the refusal (404, paid, invalid). */
export const payableOrder = async (
  deps: Pick<CheckoutDeps, "orders" | "offers">,
  orderId: string,
  now: number,
): Promise<{ readonly ok: true; readonly found: OrderWithChanges } | Failure> => {
  const found = await loadOrder(deps.orders, deps.offers, orderId);
  if (found === undefined) return orderNotFound();
  const state = orderState(lifecycleOrder(found.order), found.changes, now);
  if (state.status === "paid") return failure(DESIGNED_CODES.ORDER_ALREADY_PAID, "errors.order.alreadyPaid");
  if (state.status === "invalid") return failure(DESIGNED_CODES.ORDER_INVALID, "errors.order.invalid");
  return { ok: true, found };
};
