// Packages, orders and payments (sandbox by default, PayPal Orders v2 when configured).
import type { Hono } from "hono";
import type { AccountServices } from "../../accounts/orders/account-services-port.ts";
import type { AppDeps } from "../../app-deps.ts";
import type { Handlers } from "../../http/handler.ts";
import { success } from "../../http/reply.ts";
import { createMailer } from "../../mail/create-mailer.ts";
import { createPaymentProvider } from "../../payments/create-payment-provider.ts";
import type { PaymentProvider } from "../../payments/payment-provider.ts";
import { mountPaypalWebhook } from "../../payments/paypal-webhook.ts";
import type { Mailer } from "../../ports/mailer.ts";
import { accountOverviewHandler } from "./account-overview.ts";
import { bankTransferHandler } from "./bank-transfer.ts";
import { capturePaymentHandler } from "./capture-payment.ts";
import type { CheckoutDeps } from "./checkout-context.ts";
import { createOrderHandler } from "./create-order.ts";
import { runExpiryWarnings } from "./expiry-warnings.ts";
import { createOfferAdmin, type OfferAdmin } from "./offer-admin.ts";
import { listPackages, seedOffers } from "./packages.ts";
import { lookupOrder } from "./payment-lookup.ts";
import { providerOrderHandler } from "./provider-order.ts";
import { createReceipts, type Receipts } from "./receipts/receipts.ts";
import { handleCaptureEvent } from "./webhook-capture.ts";

export interface CommerceArea {
  /** Writes the demo data on an empty database; safe to call on every start. */
  readonly seed: (now: number) => Promise<void>;
  readonly services: AccountServices;
  readonly handlers: Partial<
    Pick<
      Handlers,
      | "packages"
      | "createOrder"
      | "paymentById"
      | "paymentByQuery"
      | "providerOrder"
      | "capturePayment"
      | "bankTransfer"
      | "accountOverview"
    >
  >;
  /** The provider's levers on the offer (re-price, offline/online, upgrade); no HTTP endpoint. */
  readonly admin: OfferAdmin;
  /** The confirmation and receipt mails (the admin page's transfer confirmation sends the receipt). */
  readonly receipts: Receipts;
  readonly provider: PaymentProvider;
  /** Mounts POST /public/paypal/webhook when the provider is PayPal (nothing for the sandbox). */
  readonly mountWebhook: (app: Hono) => void;
  /** The scheduled warnings before a package ends (D288); answers how many were mailed. */
  readonly runExpiryWarnings: (now: number) => Promise<number>;
}

export const createCommerceArea = (
  deps: AppDeps,
  overrides: { readonly provider?: PaymentProvider; readonly mailer?: Mailer } = {},
): CommerceArea => {
  const offers = deps.storage.offers;
  const orders = deps.storage.orders;
  const services = deps.storage.services;
  const mailer = overrides.mailer ?? createMailer(deps.config);
  const receipts = createReceipts({
    accounts: deps.storage.accounts,
    services,
    mailer,
    log: deps.log,
    publicOrigin: deps.config.publicOrigin,
    sellerName: deps.config.sellerName,
  });
  const provider = overrides.provider ?? createPaymentProvider(deps.config.payments, deps.clock);
  const checkout: CheckoutDeps = {
    orders,
    offers,
    keys: deps.storage.idempotency,
    provider,
    log: deps.log,
    receipts,
  };
  return {
    seed: (now) => seedOffers(offers, now),
    services,
    admin: createOfferAdmin(offers, orders),
    receipts,
    provider,
    handlers: {
      packages: async () => success(await listPackages(offers)),
      createOrder: createOrderHandler(orders, deps.random, receipts),
      paymentById: (request, ctx) => lookupOrder(orders, offers, String(request.path.id), ctx.now),
      paymentByQuery: (request, ctx) => lookupOrder(orders, offers, request.query.id, ctx.now),
      providerOrder: providerOrderHandler(checkout),
      capturePayment: capturePaymentHandler(checkout),
      bankTransfer: bankTransferHandler(checkout, deps.config.bankAccounts),
      // The console's dashboard and cost page (issue 5).
      accountOverview: accountOverviewHandler({ ledger: deps.storage.ledger, services, offers }),
    },
    runExpiryWarnings: (now) =>
      runExpiryWarnings(
        {
          warnings: deps.storage.expiryWarnings,
          services,
          orders,
          accounts: deps.storage.accounts,
          mailer,
          log: deps.log,
          publicOrigin: deps.config.publicOrigin,
          consoleBase: deps.config.navBases.console,
        },
        now,
      ),
    mountWebhook: (app) => {
      if (provider.name !== "paypal") return;
      mountPaypalWebhook(app, {
        provider,
        onCapture: handleCaptureEvent(checkout, () => deps.clock.now()),
        log: deps.log,
      });
    },
  };
};
