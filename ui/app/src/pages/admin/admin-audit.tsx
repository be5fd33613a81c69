// The admin pages' audit trail (issue 29 item 8; D290): who decided what on which account or order,
// and when — the admin page's decisions and the operator's command's, newest first.
import { useLingui } from "@lingui/react/macro";
import type { AdminAuditEntry } from "@portolan/contracts";
import type { Locale } from "@portolan/core";
import { useConsoleQuery } from "../../auth/console-client.ts";
import { formatInstant, formatMoney } from "../../widgets/format.ts";
import * as s from "../../widgets/widgets.css.ts";
import * as t from "./admin.css.ts";

export function AdminAudit({ locale }: { readonly locale: Locale }) {
  const { t: tr } = useLingui();
  const { remote } = useConsoleQuery("adminAudit", {});
  const rows: readonly AdminAuditEntry[] | undefined =
    remote.state === "ready" ? remote.data.entries : undefined;
  const WHAT: Readonly<Record<AdminAuditEntry["action"], string>> = {
    freeze: tr`Froze the account`,
    unfreeze: tr`Unfroze the account`,
    cancel: tr`Cancelled the account`,
    reinstate: tr`Reinstated the account`,
    grantAppeal: tr`Granted the appeal`,
    rejectAppeal: tr`Rejected the appeal`,
    confirmTransfer: tr`Marked the transfer received`,
    rejectTransfer: tr`Rejected the transfer`,
    acceptFirmReport: tr`Accepted a company identity report`,
    rejectFirmReport: tr`Rejected a company identity report`,
    withdrawFirmRule: tr`Withdrew a company identity decision`,
  };
  const detail = ({ orderId, firmReportId, ...e }: AdminAuditEntry): string =>
    [
      orderId === undefined ? undefined : tr`order ${orderId}`,
      firmReportId === undefined ? undefined : tr`report ${firmReportId}`,
      e.amount === undefined ? undefined : formatMoney(e.amount, "USD", locale),
      e.reason,
    ]
      .filter((x) => x !== undefined)
      .join(" · ");
  return (
    <section className={s.card} aria-labelledby="admin-audit" data-testid="admin-audit">
      <h2 id="admin-audit" className={s.cardTitle}>
        {tr`Audit trail`}
      </h2>
      {rows !== undefined && rows.length === 0 ? (
        <p className={s.muted}>{tr`No decision has been taken yet.`}</p>
      ) : null}
      {rows !== undefined && rows.length > 0 ? (
        <div className={t.scroller}>
          <table className={t.table}>
            <thead>
              <tr>
                <th className={t.cell}>{tr`When`}</th>
                <th className={t.cell}>{tr`Who`}</th>
                <th className={t.cell}>{tr`What`}</th>
                <th className={t.cell}>{tr`Account`}</th>
                <th className={t.cell}>{tr`Details`}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((e) => (
                <tr key={e.id} data-action={e.action}>
                  <td className={t.cell}>{formatInstant(e.at, locale)}</td>
                  <td className={t.cell}>{e.actor ?? tr`Operator's command`}</td>
                  <td className={t.cell}>{WHAT[e.action]}</td>
                  <td className={t.cell}>{e.account ?? "—"}</td>
                  <td className={t.cell}>{detail(e) || "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
