// The admin pages' area (issue 13, issue 29): its handlers over the accounts, services, offers, the
// bank-transfer decisions and the audit trail.

import type { AccountServices } from "../../accounts/orders/account-services-port.ts";
import type { AppDeps } from "../../app-deps.ts";
import type { Handlers } from "../../http/handler.ts";
import type { OfferAdmin } from "../commerce/offer-admin.ts";
import type { Receipts } from "../commerce/receipts/receipts.ts";
import {
  type AdminDeps,
  adminAccountActionHandler,
  adminAccountsHandler,
  adminOfferActionHandler,
  adminOffersHandler,
  adminOrdersHandler,
} from "./admin-handlers.ts";
import {
  type AdminTransferDeps,
  adminAuditHandler,
  adminConfirmTransferHandler,
  adminRejectTransferHandler,
} from "./admin-transfer-handlers.ts";

export const createAdminArea = (
  deps: AppDeps,
  ports: {
    readonly services: AccountServices;
    readonly offerAdmin: OfferAdmin;
    readonly receipts: Receipts;
  },
): {
  readonly handlers: Pick<
    Handlers,
    | "adminAccounts"
    | "adminAccountAction"
    | "adminOrders"
    | "adminOffers"
    | "adminOfferAction"
    | "adminConfirmTransfer"
    | "adminRejectTransfer"
    | "adminAudit"
  >;
} => {
  const accounts = deps.storage.accounts;
  const offers = deps.storage.offers;
  const audit = deps.storage.audit.record;
  const admin: AdminDeps = {
    accounts,
    orders: deps.storage.orders,
    services: ports.services,
    offers,
    offerAdmin: ports.offerAdmin,
    audit,
  };
  const transfers: AdminTransferDeps = {
    trail: deps.storage.audit,
    accounts,
    audit,
    checkout: { orders: deps.storage.orders, offers, receipts: ports.receipts },
  };
  return {
    handlers: {
      adminAccounts: adminAccountsHandler(admin),
      adminAccountAction: adminAccountActionHandler(admin),
      adminOrders: adminOrdersHandler(admin),
      adminOffers: adminOffersHandler(admin),
      adminOfferAction: adminOfferActionHandler(admin),
      adminConfirmTransfer: adminConfirmTransferHandler(transfers),
      adminRejectTransfer: adminRejectTransferHandler(transfers),
      adminAudit: adminAuditHandler(transfers),
    },
  };
};
