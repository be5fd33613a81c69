// The console's view of the caller's commerce (accountOverview, designed here): services, every order
// with core's status at the time of the call (order-view.ts), and the payment-provider orders.

import type { AccountOverview, Api, PaymentView } from "@portolan/contracts";
import { EXPIRED_CODES, type PackageTierId, type ServiceChange } from "@portolan/core";
import type { AccountServices } from "../../accounts/orders/account-services-port.ts";
import type { AccountLedger, StoredPayment } from "../../accounts/orders/ledger-port.ts";
import type { OfferStore } from "../../accounts/packages/offers-port.ts";
import type { EndpointHandler } from "../../http/handler.ts";
import { failure, success } from "../../http/reply.ts";
import { centsToMajor, orderView } from "./order-view.ts";

export const paymentView = (p: StoredPayment): PaymentView => ({
  providerOrderId: p.providerOrderId,
  orderId: p.orderId,
  tierId: p.tierId,
  provider: p.provider,
  status: p.status,
  amount: centsToMajor(p.amountCents),
  currency: p.currency,
  createdAt: p.createdAt,
  updatedAt: p.updatedAt,
});

export interface AccountOverviewDeps {
  readonly ledger: AccountLedger;
  readonly services: AccountServices;
  readonly offers: OfferStore;
}

export const accountOverviewOf = async (
  deps: AccountOverviewDeps,
  accountId: number,
  now: number,
): Promise<AccountOverview> => {
  const [services, orders, payments] = await Promise.all([
    deps.services.ofAccount(accountId),
    deps.ledger.ordersOf(accountId),
    deps.ledger.paymentsOf(accountId),
  ]);
  const tiers = [...new Set(orders.map((o) => o.tierId))];
  const changes = new Map<PackageTierId, readonly ServiceChange[]>(
    await Promise.all(tiers.map(async (t) => [t, await deps.offers.changes(t)] as const)),
  );
  return {
    services: services.map((s) => ({
      tierId: s.tierId,
      startsAt: s.startsAt,
      expiresAt: s.expiresAt,
      orderId: s.orderId,
    })),
    orders: orders.map((o) => orderView(o, changes.get(o.tierId) ?? [], now)),
    payments: payments.map(paymentView),
  };
};

export const accountOverviewHandler =
  (deps: AccountOverviewDeps): EndpointHandler<Api["accountOverview"]> =>
  async (_request, ctx) => {
    // The mount answers 401 before a call without a session gets here; this guards direct calls.
    if (ctx.caller === undefined) return failure(EXPIRED_CODES[0], "errors.session.required");
    return success(await accountOverviewOf(deps, ctx.caller.accountId, ctx.now));
  };
