// The admin page's accounts (issue 13; spec §4 Accounts): find by name or email, each with its status
// in words; an administrator freezes, unfreezes, cancels or decides an appeal (info reads only).
import { useLingui } from "@lingui/react";
import type { AdminAccount } from "@portolan/contracts";
import { canDecideOnAccount } from "@portolan/core";
import * as f from "@portolan/kit/forms/forms.css.ts";
import { useState } from "react";
import { Button, Input, Label, TextField } from "react-aria-components";
import { useConsoleCall, useConsoleQuery } from "../../auth/console-client.ts";
import { messageById } from "../../i18n/message-by-id.ts";
import * as s from "../../widgets/widgets.css.ts";
import * as t from "./admin.css.ts";

type Action = "freeze" | "unfreeze" | "cancel" | "grantAppeal" | "rejectAppeal";

const actionsOf = (a: AdminAccount): readonly Action[] => {
  if (a.status === "frozen") return ["unfreeze", "cancel"];
  if (a.status === "cancelled") return a.appeal === "pending" ? ["grantAppeal", "rejectAppeal"] : [];
  return ["freeze", "cancel"];
};

export function AdminAccounts({
  canDecide,
  selfId,
}: {
  readonly canDecide: boolean;
  /** The signed-in administrator: no decisions are offered on their own account (the provider refuses them). */
  readonly selfId: number | undefined;
}) {
  const { i18n } = useLingui();
  const call = useConsoleCall();
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  const { remote, reload } = useConsoleQuery("adminAccounts", { query: q === "" ? {} : { q } });
  const rows: readonly AdminAccount[] | undefined =
    remote.state === "ready" ? remote.data.accounts : undefined;
  const find = (wanted: string) => (wanted === q ? reload() : setQ(wanted));
  const decide = async (a: AdminAccount, action: Action) => {
    const result = await call("adminAccountAction", { body: { accountId: a.id, action } });
    if (result.ok) reload();
  };
  const statusWords = (a: AdminAccount) =>
    `${messageById(i18n, `pages.admin.status.${a.status}`)}${a.appeal === "pending" ? ` (${i18n._("pages.admin.appealPending")})` : ""}`;

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
                        {(selfId === undefined || canDecideOnAccount(selfId, a.id) ? actionsOf(a) : []).map(
                          (action) => (
                            <Button
                              key={action}
                              className={f.secondaryButton}
                              aria-label={`${messageById(i18n, `pages.admin.${action}`)}: ${a.account}`}
                              onPress={() => void decide(a, action)}
                            >
                              {messageById(i18n, `pages.admin.${action}`)}
                            </Button>
                          ),
                        )}
                      </div>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
