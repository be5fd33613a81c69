// Sends the mails about an order (issue 13 "Receipts"): the confirmation when it is placed, the
// receipt when its payment is recorded (card, sandbox or the operator's bank-transfer step). A mail
// that fails is logged; it never undoes an order or a payment.
import type { PackageTierId } from "@portolan/core";
import { paymentPagePath, personName, reservationDeadline } from "@portolan/core";
import type { AccountRepository } from "../../../accounts/accounts/accounts-port.ts";
import type { AccountServices } from "../../../accounts/orders/account-services-port.ts";
import type { StoredOrder } from "../../../accounts/orders/orders-port.ts";
import type { Logger } from "../../../ports/logger.ts";
import type { Mailer } from "../../../ports/mailer.ts";
import { centsToMajor, lifecycleOrder } from "../order-view.ts";
import { type OrderFacts, orderConfirmationMail, type PaidBy, paymentReceiptMail } from "./order-mails.ts";

export interface ReceiptDeps {
  readonly accounts: Pick<AccountRepository, "findById">;
  readonly services: AccountServices;
  readonly mailer: Mailer;
  readonly log: Logger;
  readonly publicOrigin: string;
  readonly sellerName: string;
}

export interface Receipts {
  readonly orderPlaced: (order: StoredOrder) => Promise<void>;
  readonly paymentRecorded: (order: StoredOrder, paidBy: PaidBy, at: number) => Promise<void>;
}

export const createReceipts = (deps: ReceiptDeps): Receipts => {
  const factsOf = async (order: StoredOrder) => {
    const buyer = await deps.accounts.findById(order.accountId);
    if (buyer?.email === undefined) return undefined;
    const facts: OrderFacts = {
      orderId: order.id,
      tierId: order.tierId as PackageTierId,
      amount: centsToMajor(order.amountCents).toFixed(2),
      currency: order.currency,
      buyer: `${personName(buyer.firstName, buyer.lastName)} (${buyer.email})`.trim(),
      seller: deps.sellerName,
    };
    return { to: buyer.email, facts };
  };
  const send = async (what: string, make: () => Promise<Parameters<Mailer["send"]>[0] | undefined>) => {
    try {
      const mail = await make();
      if (mail !== undefined) await deps.mailer.send(mail);
    } catch (error) {
      deps.log.error(`the ${what} could not be mailed`, error);
    }
  };
  return {
    orderPlaced: (order) =>
      send("order confirmation", async () => {
        const found = await factsOf(order);
        if (found === undefined) return undefined;
        // The payment page in the language of the order (D285): the link names it in its path.
        const payLink = `${deps.publicOrigin}${paymentPagePath(order.id, order.locale)}`;
        const due = reservationDeadline(lifecycleOrder(order));
        return orderConfirmationMail(found.to, found.facts, due, payLink, order.locale);
      }),
    paymentRecorded: (order, paidBy, at) =>
      send("payment receipt", async () => {
        const found = await factsOf(order);
        const term = (await deps.services.ofAccount(order.accountId)).find((s) => s.orderId === order.id);
        if (found === undefined || term === undefined) return undefined;
        return paymentReceiptMail(found.to, found.facts, term, at, paidBy, order.locale);
      }),
  };
};
