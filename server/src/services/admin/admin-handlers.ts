// The admin pages' calls (issue 13; spec §2.6, §4, §6): who may do what is core's role rule (reading
// accounts: info or admin; every decision, the orders and the offers: admin), checked here on every
// call; the decisions are account-actions.ts and the offer admin, as the operator's command uses.
import type { AdminAccount, Api } from "@portolan/contracts";
import {
  canDecideOnAccount,
  canManageInformation,
  canOpenAdminPages,
  DESIGNED_CODES,
  ERROR_CODES,
} from "@portolan/core";
import type { AccountRepository, StoredAccount } from "../../accounts/accounts/accounts-port.ts";
import type { AuditRecord } from "../../accounts/audit/audit-port.ts";
import type { AccountServices } from "../../accounts/orders/account-services-port.ts";
import type { OrderStore } from "../../accounts/orders/orders-port.ts";
import type { OfferStore } from "../../accounts/packages/offers-port.ts";
import type { EndpointHandler, RequestContext } from "../../http/handler.ts";
import { failure, success } from "../../http/reply.ts";
import type { OfferAdmin } from "../commerce/offer-admin.ts";
import { centsToMajor, orderView } from "../commerce/order-view.ts";
import { applyAccountAction, statusAt } from "./account-actions.ts";

export interface AdminDeps {
  readonly accounts: AccountRepository;
  readonly orders: Pick<OrderStore, "recent">;
  readonly services: AccountServices;
  readonly offers: OfferStore;
  readonly offerAdmin: OfferAdmin;
  readonly audit: (entry: AuditRecord) => Promise<void>;
}

const ACCOUNTS_LISTED = 100;
const ORDERS_LISTED = 200;
const adminOnly = failure(DESIGNED_CODES.ADMIN_ONLY, "errors.admin.only");

const rolesOf = async (deps: AdminDeps, ctx: RequestContext): Promise<readonly string[]> => {
  const me = ctx.caller === undefined ? undefined : await deps.accounts.findById(ctx.caller.accountId);
  return me?.roles ?? [];
};

const viewOf = async (deps: AdminDeps, a: StoredAccount, now: number): Promise<AdminAccount> => {
  const s = await statusAt(deps, a, now);
  return {
    id: a.id,
    account: a.account,
    ...(a.email === undefined ? {} : { email: a.email }),
    level: a.level,
    status: s.kind,
    ...(s.kind === "cancelled" ? { cancelReason: s.reason, appeal: s.appeal } : {}),
    createdAt: a.createdAt,
    ...(a.lastLoginAt === undefined ? {} : { lastLoginAt: a.lastLoginAt }),
  };
};

export const adminAccountsHandler =
  (deps: AdminDeps): EndpointHandler<Api["adminAccounts"]> =>
  async ({ query }, ctx) => {
    if (!canManageInformation(await rolesOf(deps, ctx))) return adminOnly;
    const found = await deps.accounts.search(query.q ?? "", ACCOUNTS_LISTED);
    return success({ accounts: await Promise.all(found.map((a) => viewOf(deps, a, ctx.now))) });
  };

export const adminAccountActionHandler =
  (deps: AdminDeps): EndpointHandler<Api["adminAccountAction"]> =>
  async ({ body }, ctx) => {
    if (!canOpenAdminPages(await rolesOf(deps, ctx))) return adminOnly;
    const account = await deps.accounts.findById(body.accountId);
    if (account === undefined)
      return failure(DESIGNED_CODES.ADMIN_UNKNOWN_ACCOUNT, "errors.admin.unknownAccount");
    if (ctx.caller === undefined || !canDecideOnAccount(ctx.caller.accountId, account.id))
      return failure(DESIGNED_CODES.ADMIN_OWN_ACCOUNT, "errors.admin.ownAccount");
    const outcome = await applyAccountAction(deps, account, body.action, ctx.now, ctx.caller.accountId);
    if (!outcome.ok)
      return outcome.reason === "notBreach"
        ? failure(DESIGNED_CODES.ADMIN_NOT_BREACH, "errors.admin.notBreach")
        : failure(DESIGNED_CODES.ADMIN_NO_APPEAL, "errors.admin.noAppeal");
    return success(await viewOf(deps, outcome.account, ctx.now));
  };

export const adminOrdersHandler =
  (deps: AdminDeps): EndpointHandler<Api["adminOrders"]> =>
  async (_request, ctx) => {
    if (!canOpenAdminPages(await rolesOf(deps, ctx))) return adminOnly;
    const rows = await deps.orders.recent(ORDERS_LISTED);
    const orders = await Promise.all(
      rows.map(async (r) => ({
        order: orderView(r.order, await deps.offers.changes(r.order.tierId), ctx.now),
        account: r.account,
        payments: r.payments,
      })),
    );
    return success({ orders });
  };

export const adminOffersHandler =
  (deps: AdminDeps): EndpointHandler<Api["adminOffers"]> =>
  async (_request, ctx) => {
    if (!canOpenAdminPages(await rolesOf(deps, ctx))) return adminOnly;
    const offers = (await deps.offers.all()).map((o) => ({
      tierId: o.tierId,
      price: centsToMajor(o.priceCents),
      onOffer: o.onOffer,
      priceVersion: o.priceVersion,
    }));
    return success({ offers });
  };

export const adminOfferActionHandler =
  (deps: AdminDeps): EndpointHandler<Api["adminOfferAction"]> =>
  async ({ body }, ctx) => {
    if (!canOpenAdminPages(await rolesOf(deps, ctx))) return adminOnly;
    const result =
      body.action === "reprice"
        ? await deps.offerAdmin.reprice(body.tierId, Math.round((body.price ?? 0) * 100), ctx.now)
        : await deps.offerAdmin.setOnOffer(body.tierId, body.action === "online", ctx.now);
    if (!result.ok) return failure(ERROR_CODES.WRONG_PARAMETERS, "errors.code.wrongParameters");
    return success({ changed: result.changed, invalidated: result.invalidated });
  };
