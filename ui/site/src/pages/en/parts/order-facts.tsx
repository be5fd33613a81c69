// The facts of an order as a description list; dashes while it loads, a clear message if it fails.
import type { OrderView } from "@portolan/contracts";
import { DESIGNED_CODES, orderMessages } from "@portolan/core";
import type { Remote } from "@portolan/kit/data/queries.ts";
import * as d from "../../../components/data/data.css.ts";
import { Figure } from "../../../components/data/figure.tsx";
import { tierName } from "./en-format.ts";

const when = (ms: number): string =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short" }).format(ms);

const money = (amount: number, currency: string): string =>
  new Intl.NumberFormat("en-US", { style: "currency", currency }).format(amount);

export const statusText = (o: OrderView): string => {
  if (o.status === "paid") return orderMessages["orders.status.paid"];
  if (o.status === "unpaid")
    return orderMessages["orders.status.reserved"].replace("{deadline}", when(o.reservedUntil));
  return orderMessages[`orders.invalid.${o.invalidReason ?? "expired"}`];
};

export function OrderFacts({ remote }: { readonly remote: Remote<OrderView> }) {
  const o = remote.state === "ready" ? remote.data : undefined;
  const rows: readonly (readonly [string, string | undefined])[] = [
    ["Status", o && statusText(o)],
    ["Package", o && `${tierName(o.tierId)} data package`],
    ["Amount", o && money(o.amount, o.currency)],
    ["Ordered on", o && when(o.createdAt)],
    [
      o?.status === "paid" ? "Paid on" : o?.status === "invalid" ? "Reserved until" : "Pay before",
      o && (o.paidAt !== undefined ? when(o.paidAt) : when(o.reservedUntil)),
    ],
  ];
  return (
    <>
      <dl className={d.facts}>
        {rows.map(([term, value]) => (
          <div key={term} className={d.factRow}>
            <dt className={d.factTerm}>{term}</dt>
            <dd className={d.factValue}>
              <Figure value={value} />
            </dd>
          </div>
        ))}
      </dl>
      <p className={remote.state === "failed" ? d.statusFailed : d.statusLine} role="status">
        {remote.state === "loading"
          ? "Loading your order…"
          : remote.state === "failed"
            ? remote.failure.kind === "rejected" && remote.failure.code === DESIGNED_CODES.ORDER_NOT_FOUND
              ? "We could not find this order. Check the link in your order email, or contact us with the order number."
              : "Your order could not be loaded just now. Please refresh the page or try again later."
            : ""}
      </p>
    </>
  );
}
