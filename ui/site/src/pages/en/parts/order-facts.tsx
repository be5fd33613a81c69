// The facts of an order as a description list; dashes while it loads, a clear message if it fails.
import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
import type { OrderView } from "@portolan/contracts";
import { DESIGNED_CODES } from "@portolan/core";
import type { Remote } from "@portolan/kit/data/queries.ts";
import { formatDateTime } from "@portolan/kit/format/dates.ts";
import { formatMoney } from "@portolan/kit/format/numbers.ts";
import * as d from "../../../components/data/data.css.ts";
import { Figure } from "../../../components/data/figure.tsx";
import { tierName } from "./en-format.ts";

const when = (ms: number): string => formatDateTime(ms, "en");

/** Core's words for the order's state, in the page's catalogue (English here). */
export const statusText = (o: OrderView, i18n: I18n): string => {
  if (o.status === "paid") return i18n._("orders.status.paid");
  if (o.status === "unpaid") return i18n._("orders.status.reserved", { deadline: when(o.reservedUntil) });
  return i18n._(`orders.invalid.${o.invalidReason ?? "expired"}`);
};

export function OrderFacts({ remote }: { readonly remote: Remote<OrderView> }) {
  const { i18n } = useLingui();
  const o = remote.state === "ready" ? remote.data : undefined;
  const rows: readonly (readonly [string, string | undefined])[] = [
    ["Status", o && statusText(o, i18n)],
    ["Package", o && `${tierName(o.tierId)} data package`],
    ["Amount", o && formatMoney(o.amount, o.currency, "en")],
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
