// Paying an order by bank transfer (issue 13; spec §9 payment methods, §4 the 7-day reservation):
// the buyer reads the seller's accounts and the order's reference (bankTransfer call); the operator,
// once the money has arrived, marks the transfer received (scripts/operator.sh), which records the
// payment and so starts the package's term like a captured card payment.

import type { Api, BankAccount, OrderView } from "@portolan/contracts";
import {
  DESIGNED_CODES,
  parseTransferReference,
  reservationDeadline,
  transferReference,
} from "@portolan/core";
import type { EndpointHandler } from "../../http/handler.ts";
import { success } from "../../http/reply.ts";
import { type CheckoutDeps, payableOrder } from "./checkout-context.ts";
import { centsToMajor, lifecycleOrder, orderView } from "./order-view.ts";

export const BANK_TRANSFER_PROVIDER = "bank-transfer";

export const bankTransferHandler =
  (deps: CheckoutDeps, accounts: readonly BankAccount[]): EndpointHandler<Api["bankTransfer"]> =>
  async ({ query }, ctx) => {
    const payable = await payableOrder(deps, query.orderId, ctx.now);
    if (!payable.ok) return payable;
    const { order } = payable.found;
    return success({
      orderId: order.id,
      reference: transferReference(order.id),
      amount: centsToMajor(order.amountCents),
      currency: order.currency,
      payBefore: reservationDeadline(lifecycleOrder(order)),
      accounts,
    });
  };

export type TransferOutcome =
  | { readonly kind: "paid"; readonly order: OrderView }
  | {
      readonly kind: "refused";
      readonly reason: "reference" | "notFound" | "alreadyPaid" | "invalid" | "amount";
    };

/**
 * The operator's step: the transfer with this reference arrived (with this amount, when given).
 * Refused for a reference that is not one, an unknown or paid order, an order no longer valid (its
 * reservation ended or its offer changed: the money goes back, spec §4) and a wrong amount.
 */
export const confirmTransfer = async (
  deps: Pick<CheckoutDeps, "orders" | "offers" | "receipts">,
  reference: string,
  now: number,
  amountCents?: number,
): Promise<TransferOutcome> => {
  const parsed = parseTransferReference(reference);
  if (!parsed.ok) return { kind: "refused", reason: "reference" };
  const payable = await payableOrder(deps, parsed.value, now);
  if (!payable.ok)
    return {
      kind: "refused",
      reason:
        payable.code === DESIGNED_CODES.ORDER_NOT_FOUND
          ? "notFound"
          : payable.code === DESIGNED_CODES.ORDER_ALREADY_PAID
            ? "alreadyPaid"
            : "invalid",
    };
  const { order, changes } = payable.found;
  if (amountCents !== undefined && amountCents !== order.amountCents)
    return { kind: "refused", reason: "amount" };
  const ref = transferReference(order.id);
  const providerOrderId = `${BANK_TRANSFER_PROVIDER}-${ref}`;
  await deps.orders.recordProviderOrder(
    { providerOrderId, orderId: order.id, provider: BANK_TRANSFER_PROVIDER, createdAt: now },
    { scope: "bankTransfer", owner: "operator", key: ref, requestHash: ref },
    providerOrderId,
  );
  let paid: OrderView | undefined;
  await deps.orders.recordCapture({
    providerOrderId,
    status: "completed",
    now,
    respond: (o) => {
      paid = orderView(o, changes, now);
      return "";
    },
  });
  if (paid === undefined) return { kind: "refused", reason: "invalid" };
  await deps.receipts.paymentRecorded(order, "bankTransfer", now);
  return { kind: "paid", order: paid };
};
