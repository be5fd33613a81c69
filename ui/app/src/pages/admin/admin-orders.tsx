// The admin page's orders (issue 13, issue 29 item 8): every account's newest orders with their
// status and payments. An order awaiting payment can be marked paid by bank transfer with the amount
// the bank statement shows (the provider takes it only when it is the order's, D148); a transfer
// that will not be taken (short, late) is rejected with a reason. Both ask first, naming the account.
import { useLingui } from "@lingui/react";
import { useLingui as useMacro } from "@lingui/react/macro";
import type { AdminOrder } from "@portolan/contracts";
import { type Locale, packageTierLabel } from "@portolan/core";
import * as f from "@portolan/kit/forms/forms.css.ts";
import { useState } from "react";
import { Button } from "react-aria-components";
import { useConsoleQuery } from "../../auth/console-client.ts";
import { messageById } from "../../i18n/message-by-id.ts";
import { formatInstant, formatMoney } from "../../widgets/format.ts";
import { orderStatusText } from "../../widgets/order-status.ts";
import * as s from "../../widgets/widgets.css.ts";
import * as t from "./admin.css.ts";
import { TransferDialog, type TransferStep } from "./transfer-dialog.tsx";

export function AdminOrders({
  locale,
  selfAccount,
}: {
  readonly locale: Locale;
  readonly selfAccount?: string;
}) {
  const { i18n } = useLingui();
  const { t: tr } = useMacro();
  const { remote, reload } = useConsoleQuery("adminOrders", {});
  const [step, setStep] = useState<{ readonly row: AdminOrder; readonly kind: TransferStep }>();
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
                {(
                  [
                    "order",
                    "account",
                    "package",
                    "amount",
                    "status",
                    "created",
                    "payments",
                    "actions",
                  ] as const
                ).map((k) => (
                  <th key={k} className={t.cell}>
                    {messageById(i18n, `pages.admin.${k}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => {
                const orderId = r.order.id;
                const account = r.account;
                return (
                  <tr key={r.order.id} data-order={r.order.id}>
                    <td className={t.cell}>{r.order.id}</td>
                    <td className={t.cell}>{r.account}</td>
                    <td className={t.cell}>{i18n._(packageTierLabel(r.order.tierId))}</td>
                    <td className={t.cell}>{formatMoney(r.order.amount, r.order.currency, locale)}</td>
                    <td className={t.cell} data-testid="order-status">
                      {orderStatusText((id, v) => i18n._(id, v), r.order, locale)}
                    </td>
                    <td className={t.cell}>{formatInstant(r.order.createdAt, locale)}</td>
                    <td className={t.cell}>
                      {r.payments.map((p) => `${p.provider}: ${p.status}`).join(", ") || "—"}
                    </td>
                    <td className={t.cell}>
                      {/* The provider refuses a decision on the administrator's own order (D276). */}
                      {r.order.status === "paid" || r.account === selfAccount ? null : (
                        <div className={t.actions}>
                          {r.order.status === "unpaid" ? (
                            <Button
                              className={f.secondaryButton}
                              aria-label={tr`Transfer received: order ${orderId}, ${account}`}
                              onPress={() => setStep({ row: r, kind: "confirm" })}
                            >
                              {tr`Transfer received`}
                            </Button>
                          ) : null}
                          <Button
                            className={f.secondaryButton}
                            aria-label={tr`Reject the transfer: order ${orderId}, ${account}`}
                            onPress={() => setStep({ row: r, kind: "reject" })}
                          >
                            {tr`Reject the transfer`}
                          </Button>
                        </div>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {step === undefined ? null : (
        <TransferDialog
          row={step.row}
          kind={step.kind}
          locale={locale}
          onDone={() => {
            setStep(undefined);
            reload();
          }}
          onCancel={() => setStep(undefined)}
        />
      )}
    </section>
  );
}
