// The order lifecycle of spec §4 as a pure function of the time `now`: an unpaid order is reserved
// for ORDER_RESERVATION_DAYS, then invalid; it is also invalid once its service is upgraded, taken
// offline or re-priced. A paid order is not affected. An invalid order voids the agreement.
import { DAY_MS, ORDER_RESERVATION_DAYS } from "../constants/periods.ts";
import type { OrderMessageId } from "./order-messages.ts";

export type ServiceChangeKind = "upgraded" | "offline" | "repriced";

export interface ServiceChange {
  readonly serviceId: string;
  readonly kind: ServiceChangeKind;
  readonly at: number;
}

export interface Order {
  readonly serviceId: string;
  readonly createdAt: number;
  /** When the payment was captured, if it was. */
  readonly paidAt?: number;
}

export type InvalidReason = "expired" | ServiceChangeKind;

export type OrderState =
  | { readonly status: "reserved"; readonly deadline: number }
  | { readonly status: "paid"; readonly paidAt: number }
  | { readonly status: "invalid"; readonly reason: InvalidReason; readonly since: number };

/** The last instant (exclusive) at which an unpaid order can still be paid. */
export const reservationDeadline = (order: Order): number =>
  order.createdAt + ORDER_RESERVATION_DAYS * DAY_MS;

/**
 * When and why the order stops being payable: the earlier of the deadline and the first change of
 * its service made after the order was created (on a tie the deadline is named).
 */
export const orderInvalidation = (
  order: Order,
  changes: readonly ServiceChange[],
): { readonly at: number; readonly reason: InvalidReason } => {
  let first: { at: number; reason: InvalidReason } = { at: reservationDeadline(order), reason: "expired" };
  for (const change of changes) {
    if (change.serviceId === order.serviceId && change.at > order.createdAt && change.at < first.at)
      first = { at: change.at, reason: change.kind };
  }
  return first;
};

export const orderState = (order: Order, changes: readonly ServiceChange[], now: number): OrderState => {
  const invalid = orderInvalidation(order, changes);
  // A payment counts only if it was captured while the order was still reserved.
  if (order.paidAt !== undefined && order.paidAt <= now && order.paidAt < invalid.at)
    return { status: "paid", paidAt: order.paidAt };
  if (now >= invalid.at) return { status: "invalid", reason: invalid.reason, since: invalid.at };
  return { status: "reserved", deadline: reservationDeadline(order) };
};

/** Whether a payment may be taken for the order now. */
export const canPayOrder = (order: Order, changes: readonly ServiceChange[], now: number): boolean =>
  orderState(order, changes, now).status === "reserved";

/** An invalid order voids the agreement on that service. */
export const isAgreementVoid = (order: Order, changes: readonly ServiceChange[], now: number): boolean =>
  orderState(order, changes, now).status === "invalid";

export const orderStateMessage = (state: OrderState): OrderMessageId =>
  state.status === "invalid" ? `orders.invalid.${state.reason}` : `orders.status.${state.status}`;
