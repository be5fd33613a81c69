// A capture reported by the provider's webhook (PAYMENT.CAPTURE.COMPLETED / DENIED): the same
// outcome as a capture call, for the buyer who closed the page before it returned. An order that is
// no longer payable is not marked paid (core: a late payment leaves it invalid); that is logged for
// a refund.

import { canPayOrder } from "@portolan/core";
import type { CaptureEvent } from "../../payments/paypal-webhook.ts";
import type { CheckoutDeps } from "./checkout-context.ts";
import { lifecycleOrder } from "./order-view.ts";
import { loadOrder } from "./payment-lookup.ts";

export const handleCaptureEvent =
  (deps: CheckoutDeps, now: () => number) =>
  async (event: CaptureEvent): Promise<void> => {
    const opened = await deps.orders.findProviderOrder(event.providerOrderId);
    if (opened === undefined) {
      deps.log.info(`webhook for an unknown provider order ${event.providerOrderId}: ignored`);
      return;
    }
    const found = await loadOrder(deps.orders, deps.offers, opened.orderId);
    if (found === undefined) return;
    const at = now();
    if (found.order.paidAt !== undefined) return;
    if (event.kind === "completed" && !canPayOrder(lifecycleOrder(found.order), found.changes, at)) {
      deps.log.error(`payment captured for order ${found.order.id}, which is no longer valid: refund it`);
      return;
    }
    await deps.orders.recordCapture({
      providerOrderId: event.providerOrderId,
      status: event.kind,
      now: at,
      respond: () => "",
    });
    if (event.kind === "completed") await deps.receipts.paymentRecorded(found.order, "card", at);
  };
