// Capture an approved provider order (POST /public/paypal/capture; decision D70). Idempotent by the
// Idempotency-Key: a replay answers the stored outcome and never charges twice. A completed capture
// marks the order paid and starts the account's service (its term from core's newTerm, D147); a
// declined or pending one leaves the order unpaid (status "declined"/"pending" in the answer).

import type { Api } from "@portolan/contracts";
import { DESIGNED_CODES } from "@portolan/core";
import type { EndpointHandler } from "../../http/handler.ts";
import { failure, success } from "../../http/reply.ts";
import { type CheckoutDeps, idempotencyConflict, payableOrder, providerFailed } from "./checkout-context.ts";
import { orderView } from "./order-view.ts";
import { orderNotFound } from "./payment-lookup.ts";
import { requestHash } from "./request-hash.ts";

export const CAPTURE_SCOPE = "capturePayment";

export const capturePaymentHandler =
  (deps: CheckoutDeps): EndpointHandler<Api["capturePayment"]> =>
  async (request, ctx) => {
    const { orderId, providerOrderId } = request.body;
    const key = {
      scope: CAPTURE_SCOPE,
      owner: "",
      key: request.headers["Idempotency-Key"],
      requestHash: requestHash(request.body),
    };
    const claim = await deps.keys.claim(key, ctx.now);
    if (claim.kind === "replay") return success(JSON.parse(claim.result));
    if (claim.kind === "conflict") return idempotencyConflict();
    const refuse = async <F>(reply: F): Promise<F> => {
      await deps.keys.release(key);
      return reply;
    };
    const payable = await payableOrder(deps, orderId, ctx.now);
    if (!payable.ok) return refuse(payable);
    // The sandbox approves every payment by itself: only the order's own account may complete one,
    // or anyone holding an order number could grant its package. A real provider verifies the payer.
    if (deps.provider.sandbox && ctx.caller?.accountId !== payable.found.order.accountId)
      return refuse(failure(DESIGNED_CODES.ORDER_OWNER_ONLY, "errors.payment.ownerOnly"));
    const opened = await deps.orders.findProviderOrder(providerOrderId);
    if (opened === undefined || opened.orderId !== orderId) return refuse(orderNotFound());
    const captured = await deps.provider.capture(providerOrderId, key.key);
    if (!captured.ok) {
      deps.log.error(`payment provider could not capture ${providerOrderId}: ${captured.detail}`);
      return refuse(providerFailed());
    }
    const { changes } = payable.found;
    const stored = await deps.orders.recordCapture({
      key,
      providerOrderId,
      status: captured.value,
      now: ctx.now,
      respond: (order) =>
        JSON.stringify({
          providerOrderId,
          status: captured.value,
          order: orderView(order, changes, ctx.now),
          sandbox: deps.provider.sandbox,
        }),
    });
    if (captured.value === "completed")
      await deps.receipts.paymentRecorded(
        payable.found.order,
        deps.provider.sandbox ? "sandbox" : "card",
        ctx.now,
      );
    return success(JSON.parse(stored));
  };
