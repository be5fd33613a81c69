// The card / payment-provider checkout of the payment page (spec §7 "Payment-provider order number",
// "Capture payment": payloads not shown, designed here). Both carry an Idempotency-Key, and both
// answers say whether the provider runs in its sandbox so the UI can label it.
import { Schema } from "effect";
import { defineEndpoint } from "../endpoint.ts";
import { Envelope } from "../envelope.ts";
import { IdempotencyHeaders, LineText } from "../primitives.ts";
import { OrderId, OrderView } from "./orders.ts";

export const ProviderOrder = Schema.Struct({
  providerOrderId: LineText,
  /** The provider's page where the buyer approves, when the checkout is not embedded. */
  approveUrl: Schema.optionalKey(Schema.String),
  sandbox: Schema.Boolean,
}).annotate({ identifier: "ProviderOrder" });
export type ProviderOrder = typeof ProviderOrder.Type;

export const ProviderCaptureStatus = Schema.Literals(["completed", "pending", "declined"]);

export const ProviderCapture = Schema.Struct({
  providerOrderId: LineText,
  status: ProviderCaptureStatus,
  /** The order after the capture (paid when the capture completed). */
  order: OrderView,
  sandbox: Schema.Boolean,
}).annotate({ identifier: "ProviderCapture" });
export type ProviderCapture = typeof ProviderCapture.Type;

export const providerOrder = defineEndpoint({
  name: "providerOrder",
  method: "POST",
  host: "provider",
  path: "/public/paypal",
  encoding: "json",
  request: { headers: IdempotencyHeaders, body: Schema.Struct({ orderId: OrderId }) },
  response: Envelope(ProviderOrder),
  requiresSession: false,
  summary: "Open a payment-provider order for an order",
  description: "Designed here. The same Idempotency-Key answers with the same provider order.",
  tag: "payments",
  origin: "spec",
});

export const capturePayment = defineEndpoint({
  name: "capturePayment",
  method: "POST",
  host: "provider",
  path: "/public/paypal/capture",
  encoding: "json",
  request: {
    headers: IdempotencyHeaders,
    body: Schema.Struct({ orderId: OrderId, providerOrderId: LineText }),
  },
  response: Envelope(ProviderCapture),
  requiresSession: false,
  summary: "Capture an approved payment-provider order",
  description: "Designed here. A repeated capture with the same key never charges twice.",
  tag: "payments",
  origin: "spec",
});
