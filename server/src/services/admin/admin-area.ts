// The admin pages' area (issue 13, issue 29): its handlers over the accounts, services, offers, the
// bank-transfer decisions and the audit trail.
import type { AppDeps } from "../../app-deps.ts";
import type { Handlers } from "../../http/handler.ts";
import type { AccountServices } from "../../ports/account-services.ts";
import { recordAudit } from "../../storage/sqlite/admin-audit.ts";
import { sqliteAccounts } from "../../storage/sqlite/auth-accounts.ts";
import { sqliteOfferStore } from "../../storage/sqlite/commerce-offers.ts";
import { sqliteOrderStore } from "../../storage/sqlite/commerce-orders.ts";
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
  const accounts = sqliteAccounts(deps.db);
  const offers = sqliteOfferStore(deps.db);
  const audit = (entry: Parameters<typeof recordAudit>[1]) => recordAudit(deps.db, entry);
  const admin: AdminDeps = {
    db: deps.db,
    accounts,
    services: ports.services,
    offers,
    offerAdmin: ports.offerAdmin,
    audit,
  };
  const transfers: AdminTransferDeps = {
    db: deps.db,
    accounts,
    audit,
    checkout: { orders: sqliteOrderStore(deps.db), offers, receipts: ports.receipts },
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
