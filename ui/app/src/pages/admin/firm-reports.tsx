// The admin page's company identity reports (issue 30 "Feedback"; D307–D309): users' "not the same
// company" and "same company as…" reports, pending first, with the firms' names when they were sent
// and who sent them; the administrator accepts (the rule holds from now on, across every import) or
// rejects each with an optional note, and can withdraw an accepted one.
import { useLingui } from "@lingui/react/macro";
import type { FirmReportView } from "@portolan/contracts";
import type { Locale } from "@portolan/core";
import * as f from "@portolan/kit/forms/forms.css.ts";
import { useState } from "react";
import { Button } from "react-aria-components";
import { useConsoleQuery } from "../../auth/console-client.ts";
import { formatInstant } from "../../widgets/format.ts";
import * as s from "../../widgets/widgets.css.ts";
import * as t from "./admin.css.ts";
import { type FirmStep, FirmStepDialog } from "./firm-step-dialog.tsx";

export function AdminFirmReports({ locale }: { readonly locale: Locale }) {
  const { t: tr } = useLingui();
  const { remote, reload } = useConsoleQuery("adminFirmReports", {});
  const [step, setStep] = useState<{ readonly report: FirmReportView; readonly kind: FirmStep }>();
  const rows: readonly FirmReportView[] | undefined =
    remote.state === "ready" ? remote.data.reports : undefined;
  const STATUS: Readonly<Record<FirmReportView["status"], string>> = {
    pending: tr`Waiting`,
    accepted: tr`Accepted`,
    rejected: tr`Rejected`,
    withdrawn: tr`Withdrawn`,
  };
  const what = (r: FirmReportView): string => {
    const { firmName, firmId } = r;
    const spelling = r.spelling ?? "";
    const other = r.otherFirmName ?? "";
    const otherId = r.otherFirmId ?? 0;
    return r.kind === "apart"
      ? tr`“${spelling}” is not the same company as ${firmName} (#${firmId})`
      : tr`${firmName} (#${firmId}) is the same company as ${other} (#${otherId})`;
  };
  const action = (r: FirmReportView, kind: FirmStep, label: string) => {
    const id = r.id;
    return (
      <Button
        className={f.secondaryButton}
        aria-label={`${label}: ${tr`report ${id}`}`}
        onPress={() => setStep({ report: r, kind })}
      >
        {label}
      </Button>
    );
  };
  return (
    <section className={s.card} aria-labelledby="admin-firm-reports" data-testid="admin-firm-reports">
      <h2 id="admin-firm-reports" className={s.cardTitle}>
        {tr`Company identity`}
      </h2>
      <p className={s.muted}>
        {tr`Users' reports that a company's name belongs to another company, or that two companies are one. An accepted report holds across every later import until it is withdrawn.`}
      </p>
      {rows !== undefined && rows.length === 0 ? <p className={s.muted}>{tr`No report yet.`}</p> : null}
      {rows !== undefined && rows.length > 0 ? (
        <div className={t.scroller}>
          <table className={t.table}>
            <thead>
              <tr>
                <th className={t.cell}>{tr`Sent`}</th>
                <th className={t.cell}>{tr`Report`}</th>
                <th className={t.cell}>{tr`By`}</th>
                <th className={t.cell}>{tr`Comment`}</th>
                <th className={t.cell}>{tr`Status`}</th>
                <th className={t.cell}>{tr`Note`}</th>
                <th className={t.cell}>{tr`Actions`}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id} data-report={r.id} data-status={r.status}>
                  <td className={t.cell}>{formatInstant(r.createdAt, locale)}</td>
                  <td className={t.cell}>{what(r)}</td>
                  <td className={t.cell}>{r.sender}</td>
                  <td className={t.cell}>{r.comment ?? "—"}</td>
                  <td className={t.cell} data-testid="firm-report-status">
                    {STATUS[r.status]}
                    {r.decidedAt === undefined ? null : (
                      <span className={s.muted}>
                        {" "}
                        · {formatInstant(r.decidedAt, locale)} · {r.decider ?? tr`Operator's command`}
                      </span>
                    )}
                  </td>
                  <td className={t.cell}>{r.note ?? "—"}</td>
                  <td className={t.cell}>
                    <div className={t.actions}>
                      {r.status === "pending" ? action(r, "accept", tr`Accept`) : null}
                      {r.status === "pending" ? action(r, "reject", tr`Reject`) : null}
                      {r.status === "accepted" ? action(r, "withdraw", tr`Withdraw`) : null}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {step === undefined ? null : (
        <FirmStepDialog
          report={step.report}
          kind={step.kind}
          what={what(step.report)}
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
