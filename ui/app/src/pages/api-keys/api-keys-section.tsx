// Account management's data API keys (issue 14 §3): the account's keys with their start, when made
// and last used; a new key is shown once, to copy; a key can be revoked, once confirmed in a dialog
// (revoke-key-dialog.tsx). Refusals (an empty name,
// the eleventh key) are notified in the user's language by the console's call.
import { useLingui } from "@lingui/react";
import type { ApiKeyView } from "@portolan/contracts";
import type { Locale } from "@portolan/core";
import * as f from "@portolan/kit/forms/forms.css.ts";
import { visuallyHidden } from "@portolan/kit/theme/visually-hidden.css.ts";
import { useState } from "react";
import { Button } from "react-aria-components";
import { useConsoleCall, useConsoleQuery } from "../../auth/console-client.ts";
import { LoadFailed, Loading } from "../../widgets/load-state.tsx";
import * as s from "../../widgets/widgets.css.ts";
import { RevokeKeyDialog } from "./revoke-key-dialog.tsx";

type State =
  | { readonly kind: "loading" }
  | { readonly kind: "failed" }
  | { readonly kind: "ready"; readonly keys: readonly ApiKeyView[]; readonly perMinute: number };

const useApiKeys = (): { readonly state: State; readonly reload: () => void } => {
  const { remote, reload } = useConsoleQuery("apiKeys", {});
  const state: State =
    remote.state === "ready"
      ? { kind: "ready", keys: remote.data.keys, perMinute: remote.data.callsPerMinute }
      : { kind: remote.state };
  return { state, reload };
};

export function ApiKeysSection({ locale }: { readonly locale: Locale }) {
  const { i18n } = useLingui();
  const call = useConsoleCall();
  const { state, reload } = useApiKeys();
  const [name, setName] = useState("");
  const [created, setCreated] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const date = (ms: number) => new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(ms);

  const create = async () => {
    setBusy(true);
    const r = await call("createApiKey", { body: { name } });
    setBusy(false);
    if (!r.ok) return;
    setCreated(r.data.key);
    setName("");
    reload();
  };
  // The key a press on "Revoke" asked about: revoked only once the dialog is confirmed.
  const [asked, setAsked] = useState<ApiKeyView | undefined>(undefined);
  const revoke = async (id: number) => {
    setBusy(true);
    const r = await call("revokeApiKey", { body: { id } });
    setBusy(false);
    setAsked(undefined);
    if (r.ok) reload();
  };

  return (
    <section className={s.card} aria-labelledby="api-keys-heading" data-testid="api-keys">
      <h2 id="api-keys-heading" className={s.cardTitle}>
        {i18n._("pages.apiKeys.heading")}
      </h2>
      <p className={s.intro}>
        {i18n._("pages.apiKeys.intro", { perMinute: state.kind === "ready" ? state.perMinute : 60 })}
      </p>
      {state.kind === "loading" ? <Loading /> : null}
      {state.kind === "failed" ? <LoadFailed retry={reload} /> : null}
      {state.kind === "ready" && state.keys.length === 0 ? (
        <p className={s.muted}>{i18n._("pages.apiKeys.none")}</p>
      ) : null}
      {state.kind === "ready" && state.keys.length > 0 ? (
        <div className={s.tableScroller}>
          <table className={s.table}>
            <thead>
              <tr>
                <th className={s.cell}>{i18n._("pages.apiKeys.nameColumn")}</th>
                <th className={s.cell}>{i18n._("pages.apiKeys.keyColumn")}</th>
                <th className={s.cell}>{i18n._("pages.apiKeys.createdColumn")}</th>
                <th className={s.cell}>{i18n._("pages.apiKeys.usedColumn")}</th>
                <th className={s.cell}>
                  <span className={visuallyHidden}>{i18n._("pages.apiKeys.revoke")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {state.keys.map((k) => (
                <tr key={k.id} data-key={k.hint}>
                  <td className={s.cell}>{k.name}</td>
                  <td className={s.cell}>
                    <code>{k.hint}</code>
                  </td>
                  <td className={s.cell}>{date(k.createdAt)}</td>
                  <td className={s.cell}>
                    {k.lastUsedAt === undefined ? i18n._("pages.apiKeys.neverUsed") : date(k.lastUsedAt)}
                  </td>
                  <td className={s.cell}>
                    {k.revokedAt === undefined ? (
                      <Button
                        className={f.secondaryButton}
                        aria-label={i18n._("pages.apiKeys.revokeNamed", { name: k.name })}
                        onPress={() => setAsked(k)}
                      >
                        {i18n._("pages.apiKeys.revoke")}
                      </Button>
                    ) : (
                      <span className={s.bad}>
                        {i18n._("pages.apiKeys.revoked", { date: date(k.revokedAt) })}
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {asked === undefined ? null : (
        <RevokeKeyDialog
          name={asked.name}
          hint={asked.hint}
          busy={busy}
          onConfirm={() => void revoke(asked.id)}
          onCancel={() => setAsked(undefined)}
        />
      )}
      {created === undefined ? null : (
        <div role="status" className={s.copyRow}>
          <p className={s.warning}>{i18n._("pages.apiKeys.copyNow")}</p>
          <input
            className={s.copyInput}
            readOnly
            value={created}
            aria-label={i18n._("pages.apiKeys.newKey")}
          />
        </div>
      )}
      <form
        className={f.actions}
        onSubmit={(e) => {
          e.preventDefault();
          void create();
        }}
      >
        <label className={f.field}>
          <span className={f.label}>{i18n._("pages.apiKeys.name")}</span>
          <input
            className={f.input}
            value={name}
            maxLength={60}
            onChange={(e) => setName(e.currentTarget.value)}
          />
        </label>
        <Button type="submit" className={f.primaryButton} isDisabled={busy}>
          {i18n._("pages.apiKeys.create")}
        </Button>
      </form>
    </section>
  );
}
