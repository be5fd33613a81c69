// The bank-transfer step of the admin page's orders (issue 29 item 8; D148, D290): the amount the
// bank statement shows (the provider refuses it unless it is the order's), or the reason a transfer
// is not taken. The dialog names the order and its account; a refusal shows as the console's notice
// and leaves the dialog open with what was typed.
import { useLingui } from "@lingui/react/macro";
import type { AdminOrder } from "@portolan/contracts";
import type { Locale } from "@portolan/core";
import { refetchCall } from "@portolan/kit/data/queries.ts";
import * as f from "@portolan/kit/forms/forms.css.ts";
import { notify } from "@portolan/kit/notifications/notifications-store.ts";
import { useState } from "react";
import { Input, Label, TextField } from "react-aria-components";
import { useConsoleCall } from "../../auth/console-client.ts";
import { formatMoney } from "../../widgets/format.ts";
import { AdminDialog } from "./admin-dialog.tsx";

export type TransferStep = "confirm" | "reject";

/** A decimal amount of dollars such as "2399" or "2399.00"; undefined for anything else. */
export const amountOf = (text: string): number | undefined => {
  const trimmed = text.trim().replace(",", ".");
  return /^\d{1,9}(\.\d{1,2})?$/.test(trimmed) ? Number(trimmed) : undefined;
};

export function TransferDialog(props: {
  readonly row: AdminOrder;
  readonly kind: TransferStep;
  readonly locale: Locale;
  readonly onDone: () => void;
  readonly onCancel: () => void;
}) {
  const { t } = useLingui();
  const call = useConsoleCall();
  const [value, setValue] = useState("");
  const [issue, setIssue] = useState<string>();
  const [busy, setBusy] = useState(false);
  const { order, account } = props.row;
  const orderId = order.id;
  const due = formatMoney(order.amount, order.currency, props.locale);

  const send = async () => {
    const amount = amountOf(value);
    if (props.kind === "confirm" && amount === undefined)
      return setIssue(t`Enter the amount received, such as 2399.00.`);
    if (props.kind === "reject" && value.trim() === "")
      return setIssue(t`Say why the transfer is not taken.`);
    setIssue(undefined);
    setBusy(true);
    const result =
      props.kind === "confirm"
        ? await call("adminConfirmTransfer", { body: { orderId: order.id, amount: amount ?? 0 } })
        : await call("adminRejectTransfer", { body: { orderId: order.id, reason: value.trim() } });
    setBusy(false);
    if (!result.ok) return;
    notify(
      "success",
      props.kind === "confirm"
        ? t`Order ${orderId} of ${account} is paid; the package has started.`
        : t`The transfer for order ${orderId} of ${account} is rejected.`,
    );
    refetchCall("adminAudit", {});
    props.onDone();
  };

  const confirm = props.kind === "confirm";
  return (
    <AdminDialog
      title={
        confirm ? t`Transfer received for order ${orderId}?` : t`Reject the transfer for order ${orderId}?`
      }
      text={
        confirm
          ? t`${account} owes ${due}. Enter the amount the bank statement shows: the order is paid and its package starts at once.`
          : t`${account}'s order stays unpaid. The reason is kept in the audit trail; send the money back.`
      }
      confirmLabel={confirm ? t`Mark paid` : t`Reject the transfer`}
      busy={busy}
      onConfirm={() => void send()}
      onCancel={props.onCancel}
    >
      <TextField
        className={f.field}
        value={value}
        onChange={setValue}
        isInvalid={issue !== undefined}
        // The issue is ours, told beside the field; a native invalid field would block the next send.
        validationBehavior="aria"
        inputMode={confirm ? "decimal" : "text"}
        autoComplete="off"
      >
        <Label className={f.label}>{confirm ? t`Amount received (USD)` : t`Reason`}</Label>
        <Input className={f.input} />
        {issue === undefined ? null : <div className={f.error}>{issue}</div>}
      </TextField>
    </AdminDialog>
  );
}
