// What the local PayPal stand-in remembers: tokens, orders, replies by PayPal-Request-Id, and the
// levers a test pulls (approve an order, decline or pend captures, fail calls, revoke tokens).

import { randomBytes } from "node:crypto";

export interface StandInOrder {
  readonly id: string;
  status: "CREATED" | "APPROVED" | "COMPLETED";
  readonly unit: Record<string, unknown>;
  readonly view: () => Record<string, unknown>;
}

export type CaptureOutcome =
  | { readonly kind: "missing" }
  | { readonly kind: "refused"; readonly issue: string }
  | { readonly kind: "captured"; readonly body: Record<string, unknown> };

const id = (length: number) => randomBytes(length).toString("hex").toUpperCase().slice(0, length);
const AMOUNT = /^\d{1,10}(\.\d{2})?$/;

export const standInState = () => {
  const tokens = new Set<string>();
  const orders = new Map<string, StandInOrder>();
  const state = {
    tokenRequests: 0,
    /** The next this many API calls answer 500. */
    failNext: 0,
    /** How the next captures end: "completed", "pending" (PENDING capture) or "declined" (422). */
    captureMode: "completed" as "completed" | "pending" | "declined",
    /** API calls hang (no answer) while set: a provider that stopped answering. */
    hang: false,
    /** Approve orders as soon as they are created (the buyer's step on PayPal's page). */
    autoApprove: true,
    replies: new Map<string, { readonly status: number; readonly body: unknown }>(),
    orders,
    issueToken: () => {
      const token = `A21AA${id(24)}`;
      tokens.add(token);
      return {
        access_token: token,
        token_type: "Bearer",
        app_id: "APP-STANDIN",
        expires_in: 32_400,
        nonce: id(12),
      };
    },
    tokenValid: (header: string | undefined) =>
      header?.startsWith("Bearer ") === true && tokens.has(header.slice(7)),
    revokeTokens: () => tokens.clear(),
    approve: (orderId: string) => {
      const order = orders.get(orderId);
      if (order !== undefined && order.status === "CREATED") order.status = "APPROVED";
    },
    createOrder: (body: unknown): Record<string, unknown> | undefined => {
      const b = body as {
        intent?: unknown;
        purchase_units?: { amount?: { currency_code?: unknown; value?: unknown } }[];
      };
      const unit = b?.purchase_units?.[0];
      if (
        b?.intent !== "CAPTURE" ||
        unit?.amount?.currency_code !== "USD" ||
        !AMOUNT.test(String(unit.amount.value))
      )
        return undefined;
      const orderId = id(17);
      const order: StandInOrder = {
        id: orderId,
        status: state.autoApprove ? "APPROVED" : "CREATED",
        unit: unit as Record<string, unknown>,
        view: () => ({
          id: orderId,
          intent: "CAPTURE",
          status: order.status,
          purchase_units: [order.unit],
          links: [
            {
              href: `https://api.sandbox.paypal.com/v2/checkout/orders/${orderId}`,
              rel: "self",
              method: "GET",
            },
            {
              href: `https://www.sandbox.paypal.com/checkoutnow?token=${orderId}`,
              rel: "approve",
              method: "GET",
            },
            {
              href: `https://api.sandbox.paypal.com/v2/checkout/orders/${orderId}/capture`,
              rel: "capture",
              method: "POST",
            },
          ],
        }),
      };
      orders.set(orderId, order);
      return { ...order.view(), status: "CREATED" };
    },
    capture: (orderId: string): CaptureOutcome => {
      const order = orders.get(orderId);
      if (order === undefined) return { kind: "missing" };
      if (order.status === "COMPLETED") return { kind: "refused", issue: "ORDER_ALREADY_CAPTURED" };
      if (order.status !== "APPROVED") return { kind: "refused", issue: "ORDER_NOT_APPROVED" };
      if (state.captureMode === "declined") return { kind: "refused", issue: "INSTRUMENT_DECLINED" };
      order.status = "COMPLETED";
      const capture = {
        id: id(17),
        status: state.captureMode === "pending" ? "PENDING" : "COMPLETED",
        amount: order.unit.amount,
        final_capture: true,
        custom_id: order.unit.custom_id,
        invoice_id: order.unit.invoice_id,
        supplementary_data: { related_ids: { order_id: orderId } },
      };
      return {
        kind: "captured",
        body: {
          id: orderId,
          status: "COMPLETED",
          purchase_units: [{ reference_id: order.unit.reference_id, payments: { captures: [capture] } }],
        },
      };
    },
  };
  return state;
};

export type StandInState = ReturnType<typeof standInState>;
