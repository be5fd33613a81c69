// Open a payment-provider order for an order (POST /public/paypal; decision D70): idempotent by the
// Idempotency-Key (the provider gets the same key, so a retry opens no second order). Refused for an
// unknown (30001), paid (30003) or invalid (30002) order; a provider failure answers 30007 and frees
// the key for a retry.

import type { Api } from "@portolan/contracts";
import { packageMessages, packageTierLabel } from "@portolan/core";
import type { EndpointHandler } from "../../http/handler.ts";
import { success } from "../../http/reply.ts";
import { type CheckoutDeps, idempotencyConflict, payableOrder, providerFailed } from "./checkout-context.ts";
import { requestHash } from "./request-hash.ts";

export const PROVIDER_ORDER_SCOPE = "providerOrder";

export const providerOrderHandler =
  (deps: CheckoutDeps): EndpointHandler<Api["providerOrder"]> =>
  async (request, ctx) => {
    const key = {
      scope: PROVIDER_ORDER_SCOPE,
      owner: "",
      key: request.headers["Idempotency-Key"],
      requestHash: requestHash(request.body),
    };
    const claim = await deps.keys.claim(key, ctx.now);
    if (claim.kind === "replay") return success(JSON.parse(claim.result));
    if (claim.kind === "conflict") return idempotencyConflict();
    const payable = await payableOrder(deps, request.body.orderId, ctx.now);
    if (!payable.ok) {
      await deps.keys.release(key);
      return payable;
    }
    const { order } = payable.found;
    const opened = await deps.provider.createOrder(
      {
        orderId: order.id,
        amountCents: order.amountCents,
        currency: order.currency,
        description: `Portolan ${packageMessages[packageTierLabel(order.tierId)]} package, 1 year`,
      },
      key.key,
    );
    if (!opened.ok) {
      deps.log.error(`payment provider could not open an order for ${order.id}: ${opened.detail}`);
      await deps.keys.release(key);
      return providerFailed();
    }
    const data = {
      providerOrderId: opened.value.providerOrderId,
      ...(opened.value.approveUrl === undefined ? {} : { approveUrl: opened.value.approveUrl }),
      sandbox: deps.provider.sandbox,
    };
    const stored = await deps.orders.recordProviderOrder(
      {
        providerOrderId: data.providerOrderId,
        orderId: order.id,
        provider: deps.provider.name,
        createdAt: ctx.now,
      },
      key,
      JSON.stringify(data),
    );
    return success(JSON.parse(stored));
  };
