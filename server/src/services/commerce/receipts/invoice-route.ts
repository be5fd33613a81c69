// GET /console/account/invoice/{orderId} (contracts' invoicePath): the invoice PDF of a paid order,
// to the signed-in account that placed it. Anyone else, an unpaid order or no session: the same 404
// envelope, so nobody learns whose orders exist.
import { INVOICE_PATH_PREFIX, SESSION_COOKIE, SESSION_HEADER } from "@portolan/contracts";
import { DESIGNED_CODES, personName } from "@portolan/core";
import type { Hono } from "hono";
import { getCookie } from "hono/cookie";
import type { AccountRepository } from "../../../accounts/accounts/accounts-port.ts";
import type { AccountServices } from "../../../accounts/orders/account-services-port.ts";
import type { AccountLedger } from "../../../accounts/orders/ledger-port.ts";
import type { OrderStore } from "../../../accounts/orders/orders-port.ts";
import type { SessionResolver } from "../../../accounts/sessions/session-resolver-port.ts";
import { failureResponse } from "../../../http/failure-response.ts";
import { failure } from "../../../http/reply.ts";
import type { Clock } from "../../../ports/runtime.ts";
import { centsToMajor } from "../order-view.ts";
import { invoiceNumberOf, invoicePdf } from "./invoice-pdf.ts";
import type { InvoicePaidBy } from "./invoice-words.ts";

export interface InvoiceRouteDeps {
  readonly sessions: SessionResolver;
  readonly clock: Clock;
  readonly orders: OrderStore;
  readonly ledger: AccountLedger;
  readonly services: AccountServices;
  readonly accounts: Pick<AccountRepository, "findById">;
  readonly sellerName: string;
}

/** The payment's provider as the invoice names it (invoice-words.ts); another one is "online". */
const paidByOf = (provider: string | undefined): InvoicePaidBy =>
  provider === "bank-transfer" || provider === "sandbox" || provider === "paypal" ? provider : "online";

export const mountInvoiceDownload = (app: Hono, deps: InvoiceRouteDeps): void => {
  app.get(`${INVOICE_PATH_PREFIX}:orderId`, async (c) => {
    const notFound = () =>
      failureResponse(c, failure(DESIGNED_CODES.ORDER_NOT_FOUND, "errors.order.notFound"), 404);
    const token = getCookie(c, SESSION_COOKIE) || c.req.header(SESSION_HEADER);
    const now = deps.clock.now();
    const session = token === undefined ? undefined : await deps.sessions.resolve(token, now);
    if (session?.kind !== "active") return notFound();
    const accountId = session.session.accountId;
    const order = await deps.orders.find(c.req.param("orderId"));
    if (order === undefined || order.accountId !== accountId || order.paidAt === undefined) return notFound();
    const [buyer, terms, payments] = await Promise.all([
      deps.accounts.findById(accountId),
      deps.services.ofAccount(accountId),
      deps.ledger.paymentsOf(accountId),
    ]);
    const term = terms.find((t) => t.orderId === order.id);
    if (buyer === undefined || term === undefined) return notFound();
    const paid = payments.find((p) => p.orderId === order.id && p.status === "completed");
    const invoiceNumber = invoiceNumberOf(order.id, order.paidAt);
    const pdf = await invoicePdf({
      invoiceNumber,
      orderId: order.id,
      issuedAt: order.paidAt,
      seller: deps.sellerName,
      buyerName: personName(buyer.firstName, buyer.lastName),
      buyerAccount: buyer.account,
      buyerEmail: buyer.email ?? "",
      tierId: order.tierId,
      term,
      amount: centsToMajor(order.amountCents).toFixed(2),
      currency: order.currency,
      paidBy: paidByOf(paid?.provider),
      paidAt: order.paidAt,
      // In the language the order was placed in (issue 29 item 12).
      locale: order.locale,
    });
    return c.body(new Uint8Array(pdf).buffer, 200, {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${invoiceNumber}.pdf"`,
      "cache-control": "no-store",
    });
  });
};
