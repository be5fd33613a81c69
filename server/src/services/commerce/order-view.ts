// What the payment page and the buyer see of an order (contracts OrderView), with the status that
// core's order lifecycle gives at `now` (spec §4 Orders: unpaid 7 days, then invalid; invalid on a
// change of its service). Amounts leave as major units (cents / 100).

import type { OrderView } from "@portolan/contracts";
import { type Order, orderState, reservationDeadline, type ServiceChange } from "@portolan/core";
import type { StoredOrder } from "../../accounts/orders/orders-port.ts";

export const lifecycleOrder = (order: StoredOrder): Order => ({
  serviceId: order.tierId,
  createdAt: order.createdAt,
  ...(order.paidAt === undefined ? {} : { paidAt: order.paidAt }),
});

export const centsToMajor = (cents: number): number => cents / 100;

export const orderView = (order: StoredOrder, changes: readonly ServiceChange[], now: number): OrderView => {
  const state = orderState(lifecycleOrder(order), changes, now);
  const base = {
    id: order.id,
    tierId: order.tierId,
    amount: centsToMajor(order.amountCents),
    currency: order.currency,
    createdAt: order.createdAt,
    reservedUntil: reservationDeadline(lifecycleOrder(order)),
  };
  if (state.status === "paid") return { ...base, status: "paid", paidAt: state.paidAt };
  if (state.status === "invalid") return { ...base, status: "invalid", invalidReason: state.reason };
  return { ...base, status: "unpaid" };
};
