// POST /public/paypal/webhook: PayPal's event deliveries. The signature is checked through the
// provider (verify-webhook-signature) before anything is read; capture events are handed on.
// Answers: 200 when handled or ignored, 400 for a body that is not JSON or a signature that fails,
// 503 when the check itself could not be made (PayPal delivers again later).

import type { Hono } from "hono";
import type { Logger } from "../ports/logger.ts";
import type { PaymentProvider } from "./payment-provider.ts";
import { field } from "./paypal-client.ts";

export const PAYPAL_WEBHOOK_PATH = "/public/paypal/webhook";

export interface CaptureEvent {
  readonly kind: "completed" | "declined";
  /** The PayPal order the capture belongs to. */
  readonly providerOrderId: string;
}

export interface PaypalWebhookOptions {
  readonly provider: PaymentProvider;
  readonly onCapture: (event: CaptureEvent) => Promise<void>;
  readonly log: Logger;
}

const CAPTURE_EVENTS: Readonly<Record<string, CaptureEvent["kind"]>> = {
  "PAYMENT.CAPTURE.COMPLETED": "completed",
  "PAYMENT.CAPTURE.DENIED": "declined",
  "PAYMENT.CAPTURE.DECLINED": "declined",
};

export const captureEventOf = (event: unknown): CaptureEvent | undefined => {
  const kind = CAPTURE_EVENTS[String(field(event, "event_type"))];
  const resource = field(event, "resource");
  const orderId = field(field(field(resource, "supplementary_data"), "related_ids"), "order_id");
  return kind === undefined || typeof orderId !== "string" ? undefined : { kind, providerOrderId: orderId };
};

export const mountPaypalWebhook = (app: Hono, options: PaypalWebhookOptions): void => {
  app.post(PAYPAL_WEBHOOK_PATH, async (c) => {
    let event: unknown;
    try {
      event = JSON.parse(await c.req.text());
    } catch {
      return c.json({ received: false }, 400);
    }
    const headers: Record<string, string> = {};
    c.req.raw.headers.forEach((value, key) => {
      headers[key.toLowerCase()] = value;
    });
    const verified = await options.provider.verifyWebhook({ headers, event });
    if (!verified.ok) {
      options.log.error(`webhook signature could not be checked: ${verified.detail}`);
      return c.json({ received: false }, 503);
    }
    if (!verified.value) return c.json({ received: false }, 400);
    const capture = captureEventOf(event);
    if (capture !== undefined) await options.onCapture(capture);
    return c.json({ received: true }, 200);
  });
};
