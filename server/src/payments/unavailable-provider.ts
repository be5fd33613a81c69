// The payment provider when none is configured (outside demo mode, without PayPal): every card
// payment is refused as the provider failing; bank transfers (the operator's step) still work.

import type { PaymentProvider, ProviderFailure } from "./payment-provider.ts";

const none: ProviderFailure = {
  ok: false,
  failure: "provider-failed",
  detail: "no payment provider configured",
};

export const unavailableProvider = (): PaymentProvider => ({
  name: "none",
  sandbox: false,
  createOrder: async () => none,
  capture: async () => none,
  verifyWebhook: async () => ({ ok: true, value: false }),
});
