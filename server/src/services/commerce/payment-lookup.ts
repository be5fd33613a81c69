// The public payment page's order (spec §2.3 payment/{id}, §5 payment lookup): by numeric path id or
// by ?id=. Status from core's lifecycle at the time of the call. The view names no buyer, and order
// ids are random, so a shared link shows only the package, amount and status.

import type { OrderView } from "@portolan/contracts";
import { DESIGNED_CODES, type PackageTierId, type ServiceChange } from "@portolan/core";
import type { OrderStore, StoredOrder } from "../../accounts/orders/orders-port.ts";
import type { OfferStore } from "../../accounts/packages/offers-port.ts";
import type { Reply } from "../../http/reply.ts";
import { failure, success } from "../../http/reply.ts";
import { orderView } from "./order-view.ts";

export const orderNotFound = () => failure(DESIGNED_CODES.ORDER_NOT_FOUND, "errors.order.notFound");

export interface OrderWithChanges {
  readonly order: StoredOrder;
  readonly changes: readonly ServiceChange[];
}

export const loadOrder = async (
  orders: OrderStore,
  offers: OfferStore,
  id: string,
): Promise<OrderWithChanges | undefined> => {
  const order = await orders.find(id);
  if (order === undefined) return undefined;
  return { order, changes: await offers.changes(order.tierId as PackageTierId) };
};

export const lookupOrder = async (
  orders: OrderStore,
  offers: OfferStore,
  id: string,
  now: number,
): Promise<Reply<OrderView>> => {
  const found = await loadOrder(orders, offers, id);
  return found === undefined ? orderNotFound() : success(orderView(found.order, found.changes, now));
};
