// The admin page's accounts (issue 13, issue 29 item 9; spec §4 Accounts): find by name or email,
// each with its status in words; an administrator takes core's decisions for its status (info reads
// only). Freezing or cancelling asks first, naming the account; what was done can be undone where
// core's undoOf allows (unfreeze, reinstate), from the line that says what was done.
import { useLingui } from "@lingui/react";
import { useLingui as useMacro } from "@lingui/react/macro";
import type { AdminAccount } from "@portolan/contracts";
import {
  type AccountDecision,
  type AccountStatus,
  CONFIRMED_DECISIONS,
  canDecideOnAccount,
  decisionsFor,
  undoOf,
} from "@portolan/core";
import { refetchCall } from "@portolan/kit/data/queries.ts";
import * as f from "@portolan/kit/forms/forms.css.ts";
import { useState } from "react";
import { Button, Input, Label, TextField } from "react-aria-components";
import { useConsoleCall, useConsoleQuery } from "../../auth/console-client.ts";
import { messageById } from "../../i18n/message-by-id.ts";
import * as s from "../../widgets/widgets.css.ts";
import * as t from "./admin.css.ts";
import { AdminDialog } from "./admin-dialog.tsx";

/** Core's status of a listed account, as far as the decisions offered depend on it. */
const statusOf = (a: AdminAccount): AccountStatus =>
  a.status === "cancelled"
    ? { kind: "cancelled", reason: a.cancelReason ?? "breach", since: 0, appeal: a.appeal ?? "none" }
    : a.status === "frozen"
      ? { kind: "frozen", functions: "all", since: 0 }
      : { kind: "active" };

export function AdminAccounts({
  canDecide,
  selfId,
}: {
  readonly canDecide: boolean;
  /** The signed-in administrator: no decisions are offered on their own account (the provider refuses them). */
  readonly selfId: number | undefined;
}) {
  const { i18n } = useLingui();
  const { t: tr } = useMacro();
  const call = useConsoleCall();
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  const [asking, setAsking] = useState<{ readonly a: AdminAccount; readonly action: AccountDecision }>();
  const [done, setDone] = useState<{ readonly a: AdminAccount; readonly action: AccountDecision }>();
  const [busy, setBusy] = useState(false);
  const { remote, reload } = useConsoleQuery("adminAccounts", { query: q === "" ? {} : { q } });
  const rows: readonly AdminAccount[] | undefined =
    remote.state === "ready" ? remote.data.accounts : undefined;
  const find = (wanted: string) => (wanted === q ? reload() : setQ(wanted));
  const decide = async (a: AdminAccount, action: AccountDecision) => {
    setBusy(true);
    const result = await call("adminAccountAction", { body: { accountId: a.id, action } });
    setBusy(false);
    setAsking(undefined);
    if (!result.ok) return;
    setDone({ a: result.data, action });
    reload();
    // The audit trail lists the decision now.
    refetchCall("adminAudit", {});
  };
  const ask = (a: AdminAccount, action: AccountDecision) =>
    CONFIRMED_DECISIONS.includes(action) ? setAsking({ a, action }) : void decide(a, action);
  const actionWords = (action: AccountDecision) => messageById(i18n, `pages.admin.${action}`);
  const statusWords = (a: AdminAccount) =>
    `${messageById(i18n, `pages.admin.status.${a.status}`)}${a.appeal === "pending" ? ` (${i18n._("pages.admin.appealPending")})` : ""}`;
  const undo = done === undefined ? undefined : undoOf(done.action);
  // Named for the translators: the account decided on, its status now, the account asked about.
  const doneName = done?.a.account ?? "";
  const doneStatus = done === undefined ? "" : statusWords(done.a);
  const askName = asking?.a.account ?? "";
  const canUndo = done !== undefined && undo !== undefined && decisionsFor(statusOf(done.a)).includes(undo);

  return (
    <section className={s.card} aria-labelledby="admin-accounts" data-testid="admin-accounts">
      <h2 id="admin-accounts" className={s.cardTitle}>
        {i18n._("pages.admin.accounts")}
      </h2>
      {canDecide ? null : <p className={s.muted}>{i18n._("pages.admin.readOnly")}</p>}
      <form
        className={t.searchRow}
        onSubmit={(e) => {
          e.preventDefault();
          find(text.trim());
        }}
      >
        <TextField className={f.field} value={text} onChange={setText}>
          <Label className={f.label}>{i18n._("pages.admin.search")}</Label>
          <Input className={f.input} />
        </TextField>
        <Button type="submit" className={f.secondaryButton}>
          {i18n._("pages.admin.find")}
        </Button>
      </form>
      <div role="status" className={t.done} data-testid="admin-done">
        {done === undefined ? null : (
          <>
            <span>{tr`${doneName}: ${doneStatus}.`}</span>
            {canUndo && undo !== undefined ? (
              <Button
                className={f.secondaryButton}
                aria-label={tr`Undo: ${doneName}`}
                isDisabled={busy}
                onPress={() => ask(done.a, undo)}
              >
                {tr`Undo`}
              </Button>
            ) : null}
          </>
        )}
      </div>
      {rows !== undefined && rows.length === 0 ? (
        <p className={s.muted}>{i18n._("pages.admin.none")}</p>
      ) : null}
      {rows !== undefined && rows.length > 0 ? (
        <div className={t.scroller}>
          <table className={t.table}>
            <thead>
              <tr>
                <th className={t.cell}>{i18n._("pages.admin.account")}</th>
                <th className={t.cell}>{i18n._("pages.admin.email")}</th>
                <th className={t.cell}>{i18n._("pages.admin.status")}</th>
                {canDecide ? <th className={t.cell}>{i18n._("pages.admin.actions")}</th> : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((a) => (
                <tr key={a.id} data-account={a.account}>
                  <td className={t.cell}>{a.account}</td>
                  <td className={t.cell}>{a.email ?? "—"}</td>
                  <td className={t.cell} data-testid="status">
                    {statusWords(a)}
                  </td>
                  {canDecide ? (
                    <td className={t.cell}>
                      <div className={t.actions}>
                        {(selfId === undefined || canDecideOnAccount(selfId, a.id)
                          ? decisionsFor(statusOf(a))
                          : []
                        ).map((action) => (
                          <Button
                            key={action}
                            className={f.secondaryButton}
                            aria-label={`${actionWords(action)}: ${a.account}`}
                            isDisabled={busy}
                            onPress={() => ask(a, action)}
                          >
                            {actionWords(action)}
                          </Button>
                        ))}
                      </div>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {asking === undefined ? null : (
        <AdminDialog
          title={asking.action === "freeze" ? tr`Freeze ${askName}?` : tr`Cancel ${askName}?`}
          text={
            asking.action === "freeze"
              ? tr`${askName} is signed out at once and cannot sign in until the account is unfrozen.`
              : tr`${askName} is cancelled for a breach of the terms: signed out at once, sign-in refused. It may appeal; you can reinstate it.`
          }
          confirmLabel={`${actionWords(asking.action)}: ${asking.a.account}`}
          busy={busy}
          onConfirm={() => void decide(asking.a, asking.action)}
          onCancel={() => setAsking(undefined)}
        />
      )}
    </section>
  );
}
