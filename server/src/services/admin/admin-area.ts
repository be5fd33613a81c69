// The admin pages' area (issue 13): its handlers over the accounts, services and offers.
import type { AppDeps } from "../../app-deps.ts";
import type { Handlers } from "../../http/handler.ts";
import type { AccountServices } from "../../ports/account-services.ts";
import { sqliteAccounts } from "../../storage/sqlite/auth-accounts.ts";
import { sqliteOfferStore } from "../../storage/sqlite/commerce-offers.ts";
import type { OfferAdmin } from "../commerce/offer-admin.ts";
import {
  type AdminDeps,
  adminAccountActionHandler,
  adminAccountsHandler,
  adminOfferActionHandler,
  adminOffersHandler,
  adminOrdersHandler,
} from "./admin-handlers.ts";

export const createAdminArea = (
  deps: AppDeps,
  ports: { readonly services: AccountServices; readonly offerAdmin: OfferAdmin },
): {
  readonly handlers: Pick<
    Handlers,
    "adminAccounts" | "adminAccountAction" | "adminOrders" | "adminOffers" | "adminOfferAction"
  >;
} => {
  const admin: AdminDeps = {
    db: deps.db,
    accounts: sqliteAccounts(deps.db),
    services: ports.services,
    offers: sqliteOfferStore(deps.db),
    offerAdmin: ports.offerAdmin,
  };
  return {
    handlers: {
      adminAccounts: adminAccountsHandler(admin),
      adminAccountAction: adminAccountActionHandler(admin),
      adminOrders: adminOrdersHandler(admin),
      adminOffers: adminOffersHandler(admin),
      adminOfferAction: adminOfferActionHandler(admin),
    },
  };
};
