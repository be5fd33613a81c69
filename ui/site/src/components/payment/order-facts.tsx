// The facts of an order as a description list, in the page's language; dashes while it loads, a
// clear message if it fails.
import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import type { OrderView } from "@portolan/contracts";
import { DESIGNED_CODES, type Locale, packageTierLabel } from "@portolan/core";
import type { Remote } from "@portolan/kit/data/queries.ts";
import { formatDateTime } from "@portolan/kit/format/dates.ts";
import { formatMoney } from "@portolan/kit/format/numbers.ts";
import { $locale } from "@portolan/kit/stores/locale.ts";
import * as d from "../data/data.css.ts";
import { Figure } from "../data/figure.tsx";

/** Core's words for the order's state, in the page's catalogue. */
export const statusText = (o: OrderView, i18n: I18n, locale: Locale): string => {
  if (o.status === "paid") return i18n._("orders.status.paid");
  if (o.status === "unpaid")
    return i18n._("orders.status.reserved", { deadline: formatDateTime(o.reservedUntil, locale) });
  return i18n._(`orders.invalid.${o.invalidReason ?? "expired"}`);
};

export function OrderFacts({ remote }: { readonly remote: Remote<OrderView> }) {
  const { i18n, t } = useLingui();
  const locale = useStore($locale);
  const when = (ms: number) => formatDateTime(ms, locale);
  const o = remote.state === "ready" ? remote.data : undefined;
  const tier = o === undefined ? "" : i18n._(packageTierLabel(o.tierId));
  const rows: readonly (readonly [string, string | undefined])[] = [
    [t`Status`, o && statusText(o, i18n, locale)],
    [t`Package`, o && t`${tier} data package`],
    [t`Amount`, o && formatMoney(o.amount, o.currency, locale)],
    [t`Ordered on`, o && when(o.createdAt)],
    [
      o?.status === "paid" ? t`Paid on` : o?.status === "invalid" ? t`Reserved until` : t`Pay before`,
      o && (o.paidAt !== undefined ? when(o.paidAt) : when(o.reservedUntil)),
    ],
  ];
  const notFound =
    remote.state === "failed" &&
    remote.failure.kind === "rejected" &&
    remote.failure.code === DESIGNED_CODES.ORDER_NOT_FOUND;
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
          ? t`Loading your order…`
          : notFound
            ? t`We could not find this order. Check the link in your order email, or contact us with the order number.`
            : remote.state === "failed"
              ? t`Your order could not be loaded just now. Please refresh the page or try again later.`
              : ""}
      </p>
    </>
  );
}
