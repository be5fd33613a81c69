// The payment provider of the configuration: PayPal Orders v2 when PORTOLAN_PAYMENTS=paypal, the
// in-process sandbox in demo mode, otherwise none (card payments refused, bank transfers work).

import type { PaymentConfig } from "../config.ts";
import type { Clock } from "../ports/runtime.ts";
import type { PaymentProvider } from "./payment-provider.ts";
import { paypalProvider } from "./paypal-provider.ts";
import { sandboxProvider } from "./sandbox-provider.ts";
import { unavailableProvider } from "./unavailable-provider.ts";

export const createPaymentProvider = (config: PaymentConfig, clock: Clock): PaymentProvider =>
  config.kind === "paypal"
    ? paypalProvider({
        baseUrl: config.baseUrl,
        clientId: config.clientId,
        clientSecret: config.clientSecret,
        webhookId: config.webhookId,
        now: () => clock.now(),
      })
    : config.kind === "sandbox"
      ? sandboxProvider()
      : unavailableProvider();
