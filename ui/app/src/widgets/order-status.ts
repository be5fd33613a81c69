// The words of an order's status as the provider gives it (core's lifecycle): awaiting payment until
// its deadline, paid, or invalid with the reason (core's order messages).
import type { OrderView } from "@portolan/contracts";
import type { Locale } from "@portolan/core";
import type { Translate } from "@portolan/kit/forms/notice-text.ts";
import { formatInstant } from "./format.ts";

export const orderStatusText = (t: Translate, order: OrderView, locale: Locale): string => {
  if (order.status === "unpaid")
    return t("orders.status.reserved", { deadline: formatInstant(order.reservedUntil, locale) });
  if (order.status === "paid") return t("orders.status.paid");
  return t(`orders.invalid.${order.invalidReason ?? "expired"}`);
};

/** Orders that can still be paid, in the provider's order (newest first). */
export const awaitingPayment = (orders: readonly OrderView[]): readonly OrderView[] =>
  orders.filter((o) => o.status === "unpaid");
