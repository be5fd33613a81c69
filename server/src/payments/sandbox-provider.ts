// The in-process sandbox provider (the default): no money moves and every answer to the browser
// carries sandbox: true. Deterministic and stateless, so two processes agree:
// - the provider order id is derived from our order id and the idempotency key (same key, same id);
// - a capture completes, unless its Idempotency-Key starts with SANDBOX_DECLINE_PREFIX (declined) or
//   SANDBOX_PENDING_PREFIX (pending): the magic values a test or a developer uses to see those paths.

import { createHash } from "node:crypto";
import type { PaymentProvider } from "./payment-provider.ts";

export const SANDBOX_DECLINE_PREFIX = "sandbox-decline";
export const SANDBOX_PENDING_PREFIX = "sandbox-pending";
export const SANDBOX_PROVIDER_ORDER_PREFIX = "SANDBOX-";

const digest = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 17).toUpperCase();

export const sandboxProvider = (): PaymentProvider => ({
  name: "sandbox",
  sandbox: true,
  createOrder: async (order, key) => ({
    ok: true,
    value: { providerOrderId: `${SANDBOX_PROVIDER_ORDER_PREFIX}${digest(`${order.orderId}\n${key}`)}` },
  }),
  capture: async (providerOrderId, key) => {
    if (!providerOrderId.startsWith(SANDBOX_PROVIDER_ORDER_PREFIX))
      return { ok: false, failure: "provider-failed", detail: `not a sandbox order: ${providerOrderId}` };
    if (key.startsWith(SANDBOX_DECLINE_PREFIX)) return { ok: true, value: "declined" };
    if (key.startsWith(SANDBOX_PENDING_PREFIX)) return { ok: true, value: "pending" };
    return { ok: true, value: "completed" };
  },
  verifyWebhook: async () => ({ ok: true, value: false }),
});
