// Orders of a data package and the public payment page (spec §2.3 payment/{id}, §4 Orders, §7).
// Spec §7 shows no payload for create order: the bodies and the order view are designed here.
import { Schema } from "effect";
import { defineEndpoint } from "../endpoint.ts";
import { Envelope } from "../envelope.ts";
import { CurrencyCode, EpochMillis, IdempotencyHeaders, MoneyAmount } from "../primitives.ts";
import { PackageTierIdData } from "./packages.ts";

/** An order id: all digits for orders of this provider; other ids are sent as a query (spec §5). */
export const OrderId = Schema.String.check(Schema.isBetweenLength(1, 64));

/** Spec §4: unpaid orders are reserved; then, or on a change of the service, they become invalid. */
export const OrderStatus = Schema.Literals(["unpaid", "paid", "invalid"]);
export type OrderStatus = typeof OrderStatus.Type;

/** Why an order became invalid (spec §4: reservation ran out; service upgraded, offline, re-priced). */
export const OrderInvalidReason = Schema.Literals(["expired", "upgraded", "offline", "repriced"]);

/** Designed here: what the payment page and the buyer see of an order. */
export const OrderView = Schema.Struct({
  id: OrderId,
  tierId: PackageTierIdData,
  amount: MoneyAmount,
  currency: CurrencyCode,
  status: OrderStatus,
  invalidReason: Schema.optionalKey(OrderInvalidReason),
  createdAt: EpochMillis,
  /** The end of the reservation of an unpaid order (spec §9: 7 days; computed by core). */
  reservedUntil: EpochMillis,
  paidAt: Schema.optionalKey(EpochMillis),
}).annotate({ identifier: "Order" });
export type OrderView = typeof OrderView.Type;

/** Designed here: the buyer is the signed-in account (registration comes first), so only the tier. */
export const CreateOrderBody = Schema.Struct({ tierId: PackageTierIdData });

export const createOrder = defineEndpoint({
  name: "createOrder",
  method: "POST",
  host: "provider",
  path: "/pay/payment",
  encoding: "json",
  request: { headers: IdempotencyHeaders, body: CreateOrderBody },
  response: Envelope(OrderView),
  requiresSession: true,
  summary: "Order a data package",
  description: "Designed here. The same Idempotency-Key answers with the same order.",
  tag: "payments",
  origin: "spec",
});

export const paymentById = defineEndpoint({
  name: "paymentById",
  method: "GET",
  host: "provider",
  path: "/public/payment/{id}",
  encoding: "none",
  request: { path: Schema.Struct({ id: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)) }) },
  response: Envelope(OrderView),
  requiresSession: false,
  summary: "Read an order by its numeric id",
  tag: "payments",
  origin: "spec",
});

export const paymentByQuery = defineEndpoint({
  name: "paymentByQuery",
  method: "GET",
  host: "provider",
  path: "/public/payment",
  encoding: "query",
  request: { query: Schema.Struct({ id: OrderId }) },
  response: Envelope(OrderView),
  requiresSession: false,
  summary: "Read an order by an id that is not all digits",
  tag: "payments",
  origin: "spec",
});
