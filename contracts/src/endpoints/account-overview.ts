// Designed here: what the console's dashboard and cost page (spec §2.6 {console}/cost, /paymentLink,
// /records) show of the signed-in account's commerce: its services (package and term), every order
// with core's status (spec §4 Orders) and the payments taken through the payment provider.
import { Schema } from "effect";
import { defineEndpoint } from "../endpoint.ts";
import { Envelope } from "../envelope.ts";
import { CurrencyCode, EpochMillis, LineText, MoneyAmount } from "../primitives.ts";
import { OrderId, OrderView } from "./orders.ts";
import { PackageTierIdData } from "./packages.ts";

/** A package the account bought: its term runs from the capture for the package's months. */
export const AccountServiceView = Schema.Struct({
  tierId: PackageTierIdData,
  startsAt: EpochMillis,
  expiresAt: EpochMillis,
  orderId: OrderId,
}).annotate({ identifier: "AccountService" });
export type AccountServiceView = typeof AccountServiceView.Type;

/** A payment-provider order: opened (created), then captured (completed), pending or declined. */
export const PaymentStatus = Schema.Literals(["created", "completed", "pending", "declined"]);
export type PaymentStatus = typeof PaymentStatus.Type;

export const PaymentView = Schema.Struct({
  providerOrderId: LineText,
  orderId: OrderId,
  tierId: PackageTierIdData,
  provider: LineText,
  status: PaymentStatus,
  amount: MoneyAmount,
  currency: CurrencyCode,
  createdAt: EpochMillis,
  /** The time of the last change of status (the capture, for a completed payment). */
  updatedAt: EpochMillis,
}).annotate({ identifier: "Payment" });
export type PaymentView = typeof PaymentView.Type;

export const AccountOverview = Schema.Struct({
  /** Newest first. */
  services: Schema.Array(AccountServiceView),
  /** Every order of the account, newest first, with its status at the time of the call. */
  orders: Schema.Array(OrderView),
  /** Newest first. */
  payments: Schema.Array(PaymentView),
}).annotate({ identifier: "AccountOverview" });
export type AccountOverview = typeof AccountOverview.Type;

export const accountOverview = defineEndpoint({
  name: "accountOverview",
  method: "GET",
  host: "provider",
  path: "/console/account/overview",
  encoding: "none",
  request: {},
  response: Envelope(AccountOverview),
  requiresSession: true,
  summary: "Read the account's services, orders and payments",
  description: "Designed here. The console dashboard and cost page.",
  tag: "account",
  origin: "designed",
});
