// Designed here (issue 13; spec §2.6 account dropdown: TS admin, admin, info manage, account center;
// §4 Accounts and Orders; §6 roles): the operator's pages. Accounts with their status and the
// decisions on them (freeze, unfreeze, cancel, appeal), the orders with their payments, and the
// packages on offer (price, offline). Reading accounts needs the info or admin role; the rest, admin.
import { Schema } from "effect";
import { defineEndpoint } from "../endpoint.ts";
import { Envelope } from "../envelope.ts";
import { Count, EpochMillis, LineText, MoneyAmount } from "../primitives.ts";
import { OrderView } from "./orders.ts";
import { PackageTierIdData } from "./packages.ts";

export const AdminAccount = Schema.Struct({
  id: Schema.Int,
  account: Schema.String,
  email: Schema.optionalKey(Schema.String),
  level: Schema.Int,
  status: Schema.Literals(["active", "frozen", "cancelled"]),
  /** For a cancelled account: why, and where its appeal stands. */
  cancelReason: Schema.optionalKey(Schema.Literals(["dormant", "breach"])),
  appeal: Schema.optionalKey(Schema.Literals(["none", "pending", "refused"])),
  createdAt: EpochMillis,
  lastLoginAt: Schema.optionalKey(EpochMillis),
}).annotate({ identifier: "AdminAccount" });
export type AdminAccount = typeof AdminAccount.Type;

export const AdminAccountAction = Schema.Literals([
  "freeze",
  "unfreeze",
  "cancel",
  "reinstate",
  "grantAppeal",
  "rejectAppeal",
]);

export const AdminOrder = Schema.Struct({
  order: OrderView,
  account: Schema.String,
  /** The payment-provider orders opened for it: "bank-transfer", "sandbox" or "paypal", with status. */
  payments: Schema.Array(Schema.Struct({ provider: Schema.String, status: Schema.String })),
}).annotate({ identifier: "AdminOrder" });
export type AdminOrder = typeof AdminOrder.Type;

export const AdminOffer = Schema.Struct({
  tierId: PackageTierIdData,
  price: MoneyAmount,
  onOffer: Schema.Boolean,
  priceVersion: Schema.Int,
}).annotate({ identifier: "AdminOffer" });
export type AdminOffer = typeof AdminOffer.Type;

const admin = { host: "provider", requiresSession: true, tag: "admin", origin: "designed" } as const;

export const adminAccounts = defineEndpoint({
  ...admin,
  name: "adminAccounts",
  method: "GET",
  path: "/console/admin/accounts",
  encoding: "query",
  request: { query: Schema.Struct({ q: Schema.optionalKey(LineText) }) },
  response: Envelope(Schema.Struct({ accounts: Schema.Array(AdminAccount) })),
  summary: "Find accounts (name or email contains q) with their status",
  description: "Designed here. Info or admin role (51001 otherwise); at most 100, by id.",
});

export const adminAccountAction = defineEndpoint({
  ...admin,
  name: "adminAccountAction",
  method: "POST",
  path: "/console/admin/accounts/action",
  encoding: "json",
  request: { body: Schema.Struct({ accountId: Schema.Int, action: AdminAccountAction }) },
  response: Envelope(AdminAccount),
  summary: "Freeze, unfreeze, cancel or reinstate an account, or decide its appeal",
  description:
    "Designed here. Admin role (51001 otherwise); 51002 unknown account; 51003 no appeal to decide; 51004 the caller's own account; 51005 reinstating an account not cancelled for a breach. Written to the audit trail.",
});

export const adminOrders = defineEndpoint({
  ...admin,
  name: "adminOrders",
  method: "GET",
  path: "/console/admin/orders",
  encoding: "none",
  request: {},
  response: Envelope(Schema.Struct({ orders: Schema.Array(AdminOrder) })),
  summary: "The latest orders of every account with their payments",
  description: "Designed here. Admin role (51001 otherwise); the newest 200.",
});

export const adminOffers = defineEndpoint({
  ...admin,
  name: "adminOffers",
  method: "GET",
  path: "/console/admin/offers",
  encoding: "none",
  request: {},
  response: Envelope(Schema.Struct({ offers: Schema.Array(AdminOffer) })),
  summary: "The packages on offer with their prices",
  description: "Designed here. Admin role (51001 otherwise).",
});

export const adminOfferAction = defineEndpoint({
  ...admin,
  name: "adminOfferAction",
  method: "POST",
  path: "/console/admin/offers/action",
  encoding: "json",
  request: {
    body: Schema.Struct({
      tierId: PackageTierIdData,
      action: Schema.Literals(["reprice", "offline", "online"]),
      price: Schema.optionalKey(MoneyAmount),
    }),
  },
  response: Envelope(Schema.Struct({ changed: Schema.Boolean, invalidated: Count })),
  summary: "Re-price a package or take it offline or back online",
  description:
    "Designed here. Admin role (51001 otherwise); 10001 a price that is not positive. Unpaid orders of the package become invalid (spec §4); the answer says how many.",
});
