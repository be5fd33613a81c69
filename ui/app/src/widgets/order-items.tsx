// Orders of the account: those awaiting payment with their deadline and the link to pay (copyable
// on the payment-link page), and the full list with each order's status.
import { useLingui } from "@lingui/react";
import { invoicePath, type OrderView } from "@portolan/contracts";
import { type Locale, packageTierLabel } from "@portolan/core";
import { paymentHref, paymentUrl } from "./commerce-links.ts";
import { CopyLink } from "./copy-link.tsx";
import { formatDay, formatMoney } from "./format.ts";
import { awaitingPayment, orderStatusText } from "./order-status.ts";
import * as s from "./widgets.css.ts";

interface OrdersProps {
  readonly orders: readonly OrderView[];
  readonly locale: Locale;
}

function OrderHead({ order, locale }: { readonly order: OrderView; readonly locale: Locale }) {
  const { i18n } = useLingui();
  return (
    <span className={s.itemHead}>
      <span>{i18n._("pages.orders.order", { id: order.id })}</span>
      <span>{i18n._(packageTierLabel(order.tierId))}</span>
      <span>{formatMoney(order.amount, order.currency, locale)}</span>
    </span>
  );
}

export function AwaitingOrders(
  props: OrdersProps & { readonly copyable?: boolean; readonly headingLevel?: 2 | 3 },
) {
  const { i18n } = useLingui();
  const t = (id: string, values?: Readonly<Record<string, string | number>>) => i18n._(id, values);
  const awaiting = awaitingPayment(props.orders);
  const Heading = props.headingLevel === 3 ? "h3" : "h2";
  return (
    <section className={s.card} aria-labelledby="orders-awaiting" data-testid="orders-awaiting">
      <Heading id="orders-awaiting" className={props.headingLevel === 3 ? s.subTitle : s.cardTitle}>
        {i18n._("pages.orders.awaiting")}
      </Heading>
      {awaiting.length === 0 ? (
        <p className={s.muted}>{i18n._("pages.orders.noneAwaiting")}</p>
      ) : (
        <ul className={s.plainList}>
          {awaiting.map((order) => (
            <li key={order.id} className={s.item} data-order={order.id}>
              <OrderHead order={order} locale={props.locale} />
              <p className={s.warning}>{orderStatusText(t, order, props.locale)}</p>
              <a className={s.link} href={paymentHref(order.id, props.locale)}>
                {i18n._("pages.orders.pay", { id: order.id })}
              </a>
              {props.copyable ? (
                <CopyLink
                  id={`pay-link-${order.id}`}
                  url={paymentUrl(location.origin, order.id, props.locale)}
                  label={`${i18n._("pages.orders.payLink")} · ${i18n._("pages.orders.order", { id: order.id })}`}
                  copyLabel={i18n._("pages.orders.copy", { id: order.id })}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function AllOrders(props: OrdersProps) {
  const { i18n } = useLingui();
  const t = (id: string, values?: Readonly<Record<string, string | number>>) => i18n._(id, values);
  return (
    <section className={s.card} aria-labelledby="orders-all" data-testid="orders-all">
      <h2 id="orders-all" className={s.cardTitle}>
        {i18n._("pages.orders.heading")}
      </h2>
      {props.orders.length === 0 ? (
        <p className={s.muted}>{i18n._("pages.orders.none")}</p>
      ) : (
        <ul className={s.plainList}>
          {props.orders.map((order) => (
            <li key={order.id} className={s.item} data-order={order.id}>
              <OrderHead order={order} locale={props.locale} />
              <p className={s.muted}>
                {i18n._("pages.orders.placed", { date: formatDay(order.createdAt, props.locale) })}
              </p>
              <p className={order.status === "paid" ? s.good : order.status === "unpaid" ? s.warning : s.bad}>
                {orderStatusText(t, order, props.locale)}
              </p>
              {order.status === "paid" ? (
                <a className={s.link} href={invoicePath(order.id)} download>
                  {i18n._("pages.orders.invoice", { id: order.id })}
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
