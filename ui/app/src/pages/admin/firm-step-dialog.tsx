// The admin page's decision on a company identity report (issue 30 "Feedback"): accept, reject or
// withdraw, asked once more with the report in words and an optional note for the audit trail.
import { useLingui } from "@lingui/react/macro";
import type { FirmReportView } from "@portolan/contracts";
import { refetchCall } from "@portolan/kit/data/queries.ts";
import * as f from "@portolan/kit/forms/forms.css.ts";
import { notify } from "@portolan/kit/notifications/notifications-store.ts";
import { useState } from "react";
import { Input, Label, TextField } from "react-aria-components";
import { useConsoleCall } from "../../auth/console-client.ts";
import { AdminDialog } from "./admin-dialog.tsx";

export type FirmStep = "accept" | "reject" | "withdraw";

export function FirmStepDialog(props: {
  readonly report: FirmReportView;
  readonly kind: FirmStep;
  /** The report in words, as the table says it. */
  readonly what: string;
  readonly onDone: () => void;
  readonly onCancel: () => void;
}) {
  const { t } = useLingui();
  const call = useConsoleCall();
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const id = props.report.id;
  const what = props.what;
  const withNote = note.trim() === "" ? {} : { note: note.trim() };
  const send = async () => {
    setBusy(true);
    const result =
      props.kind === "withdraw"
        ? await call("adminFirmRuleWithdraw", { body: { id, ...withNote } })
        : await call("adminFirmReportDecide", { body: { id, decision: props.kind, ...withNote } });
    setBusy(false);
    if (!result.ok) return props.onDone();
    const done: Readonly<Record<FirmStep, string>> = {
      accept: t`Report ${id} is accepted; the companies are grouped again.`,
      reject: t`Report ${id} is rejected.`,
      withdraw: t`The decision on report ${id} is withdrawn; the companies are grouped again.`,
    };
    notify("success", done[props.kind]);
    refetchCall("adminAudit", {});
    props.onDone();
  };
  const title: Readonly<Record<FirmStep, string>> = {
    accept: t`Accept report ${id}?`,
    reject: t`Reject report ${id}?`,
    withdraw: t`Withdraw the decision on report ${id}?`,
  };
  const text: Readonly<Record<FirmStep, string>> = {
    accept: t`${what}. From now on, every import keeps to this; the companies are grouped again at once.`,
    reject: t`${what}. Nothing changes in the data.`,
    withdraw: t`${what}. The rule is removed and the companies are grouped again by their records alone.`,
  };
  const label: Readonly<Record<FirmStep, string>> = {
    accept: t`Accept`,
    reject: t`Reject`,
    withdraw: t`Withdraw`,
  };
  return (
    <AdminDialog
      title={title[props.kind]}
      text={text[props.kind]}
      confirmLabel={label[props.kind]}
      busy={busy}
      onConfirm={() => void send()}
      onCancel={props.onCancel}
    >
      <TextField className={f.field} value={note} onChange={setNote} autoComplete="off">
        <Label className={f.label}>{t`Note (optional)`}</Label>
        <Input className={f.input} />
      </TextField>
    </AdminDialog>
  );
}
