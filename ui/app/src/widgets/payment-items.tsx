// The account's payment records: the payment-provider orders with their status, amount and time, and
// the invoice of each completed one.
import { useLingui } from "@lingui/react";
import { invoicePath, type PaymentView } from "@portolan/contracts";
import { type Locale, packageTierLabel } from "@portolan/core";
import { messageById } from "../i18n/message-by-id.ts";
import { formatInstant, formatMoney } from "./format.ts";
import * as s from "./widgets.css.ts";

export function PaymentRecords(props: {
  readonly payments: readonly PaymentView[];
  readonly locale: Locale;
}) {
  const { i18n } = useLingui();
  return (
    <section className={s.card} aria-labelledby="payments" data-testid="payments">
      <h2 id="payments" className={s.cardTitle}>
        {i18n._("pages.payments.heading")}
      </h2>
      {props.payments.length === 0 ? (
        <p className={s.muted}>{i18n._("pages.payments.none")}</p>
      ) : (
        <ul className={s.plainList}>
          {props.payments.map((p) => (
            <li key={p.providerOrderId} className={s.item}>
              <span className={s.itemHead}>
                <span>{i18n._("pages.payments.forOrder", { id: p.orderId })}</span>
                <span>{i18n._(packageTierLabel(p.tierId))}</span>
                <span>{formatMoney(p.amount, p.currency, props.locale)}</span>
              </span>
              <p className={p.status === "completed" ? s.good : p.status === "declined" ? s.bad : s.warning}>
                {messageById(i18n, `pages.payments.status.${p.status}`)}
              </p>
              <p className={s.muted}>
                <time dateTime={new Date(p.updatedAt).toISOString()}>
                  {formatInstant(p.updatedAt, props.locale)}
                </time>
              </p>
              {p.status === "completed" ? (
                <a className={s.link} href={invoicePath(p.orderId)} download>
                  {i18n._("pages.orders.invoice", { id: p.orderId })}
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
