// Packages, orders and payments (sandbox by default, PayPal Orders v2 when configured).
import type { AppDeps } from "../../app-deps.ts";
import type { Handlers } from "../../http/handler.ts";
import type { AccountServices } from "../../ports/account-services.ts";

export interface CommerceArea {
  /** Writes the demo data on an empty database; safe to call on every start. */
  readonly seed: (now: number) => Promise<void>;
  readonly services: AccountServices;
  readonly handlers: Partial<
    Pick<
      Handlers,
      "packages" | "createOrder" | "paymentById" | "paymentByQuery" | "providerOrder" | "capturePayment"
    >
  >;
}

export const createCommerceArea = (_deps: AppDeps): CommerceArea => ({
  handlers: {},
  seed: async () => {},
  services: { ofAccount: async () => [], latestExpiry: async () => undefined },
});
