// The admin page's orders (issue 13): every account's newest orders with their status and payments.
import { useLingui } from "@lingui/react";
import type { AdminOrder } from "@portolan/contracts";
import { type Locale, packageTierLabel } from "@portolan/core";
import { useConsoleQuery } from "../../auth/console-client.ts";
import { messageById } from "../../i18n/message-by-id.ts";
import { formatInstant, formatMoney } from "../../widgets/format.ts";
import { orderStatusText } from "../../widgets/order-status.ts";
import * as s from "../../widgets/widgets.css.ts";
import * as t from "./admin.css.ts";

export function AdminOrders({ locale }: { readonly locale: Locale }) {
  const { i18n } = useLingui();
  const { remote } = useConsoleQuery("adminOrders", {});
  const rows: readonly AdminOrder[] | undefined = remote.state === "ready" ? remote.data.orders : undefined;
  return (
    <section className={s.card} aria-labelledby="admin-orders" data-testid="admin-orders">
      <h2 id="admin-orders" className={s.cardTitle}>
        {i18n._("pages.admin.orders")}
      </h2>
      {rows === undefined ? null : (
        <div className={t.scroller}>
          <table className={t.table}>
            <thead>
              <tr>
                {(["order", "account", "package", "amount", "status", "created", "payments"] as const).map(
                  (k) => (
                    <th key={k} className={t.cell}>
                      {messageById(i18n, `pages.admin.${k}`)}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.order.id} data-order={r.order.id}>
                  <td className={t.cell}>{r.order.id}</td>
                  <td className={t.cell}>{r.account}</td>
                  <td className={t.cell}>{i18n._(packageTierLabel(r.order.tierId))}</td>
                  <td className={t.cell}>{formatMoney(r.order.amount, r.order.currency, locale)}</td>
                  <td className={t.cell}>{orderStatusText((id, v) => i18n._(id, v), r.order, locale)}</td>
                  <td className={t.cell}>{formatInstant(r.order.createdAt, locale)}</td>
                  <td className={t.cell}>
                    {r.payments.map((p) => `${p.provider}: ${p.status}`).join(", ") || "—"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
