// Create order (POST /pay/payment, spec §7; decision D69): one order per (account, Idempotency-Key).
// The amount is the offer's current price (seeded from core's orderTotal), never the browser's.
// The same key with the same body answers the stored order JSON; with another body, 30005.

import type { Api } from "@portolan/contracts";
import { DESIGNED_CODES, ERROR_CODES, EXPIRED_CODES, type PackageTierId } from "@portolan/core";
import type { OrderStore } from "../../accounts/orders/orders-port.ts";
import type { EndpointHandler } from "../../http/handler.ts";
import { failure, success } from "../../http/reply.ts";
import type { Random } from "../../ports/runtime.ts";
import { newOrderId } from "./order-id.ts";
import { orderView } from "./order-view.ts";
import type { Receipts } from "./receipts/receipts.ts";
import { requestHash } from "./request-hash.ts";

export const CREATE_ORDER_SCOPE = "createOrder";

export const createOrderHandler =
  (orders: OrderStore, random: Random, receipts: Receipts): EndpointHandler<Api["createOrder"]> =>
  async (request, ctx) => {
    // The mount answers 401 before a call without a session gets here; this guards direct calls.
    if (ctx.caller === undefined) return failure(EXPIRED_CODES[0], "errors.session.required");
    const tierId: PackageTierId = request.body.tierId;
    const outcome = await orders.place({
      key: {
        scope: CREATE_ORDER_SCOPE,
        owner: String(ctx.caller.accountId),
        key: request.headers["Idempotency-Key"],
        requestHash: requestHash(request.body),
      },
      accountId: ctx.caller.accountId,
      tierId,
      now: ctx.now,
      locale: ctx.locale,
      newId: () => newOrderId(random),
      respond: (order) => JSON.stringify(orderView(order, [], ctx.now)),
    });
    if (outcome.kind === "created") await receipts.orderPlaced(outcome.order);
    switch (outcome.kind) {
      case "created":
      case "replay":
        return success(JSON.parse(outcome.result));
      case "conflict":
        return failure(DESIGNED_CODES.IDEMPOTENCY_CONFLICT, "errors.idempotency.conflict");
      case "unavailable":
        return failure(DESIGNED_CODES.PACKAGE_UNAVAILABLE, "errors.package.unavailable");
      default:
        return failure(ERROR_CODES.INTERFACE_EXCEPTION, "errors.code.interfaceException");
    }
  };
