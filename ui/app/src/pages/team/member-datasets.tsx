// One sub-account's data sets and permissions: a checkbox per data set and per permission the main
// account can share, data sets grouped by continent, saved together with assignTeamDatasets (the
// provider drops anything the main account lacks). Unchecking takes it back at once (issue 29 §10).
import { useLingui } from "@lingui/react/macro";
import type { TeamMember } from "@portolan/contracts";
import {
  type Locale,
  ownedDatasetsByContinent,
  ownsCustomsDataset,
  type TeamPermission,
  withTypeSelection,
} from "@portolan/core";
import * as f from "@portolan/kit/forms/forms.css.ts";
import { useState } from "react";
import { Button } from "react-aria-components";
import { useConsoleCall } from "../../auth/console-client.ts";
import { datasetLabel } from "../../widgets/dataset-label.ts";
import * as s from "../../widgets/widgets.css.ts";
import * as css from "./team.css.ts";
import { TEAM_PERMISSION_LABELS } from "./team-permission-labels.ts";

interface Props {
  readonly member: TeamMember;
  readonly shareable: string;
  readonly shareablePermissions: readonly TeamPermission[];
  readonly locale: Locale;
}

/** The customs data sets a code selects, as a set of codes. */
const selectedCodes = (bits: string, shareable: string): Set<string> =>
  new Set(
    ownedDatasetsByContinent(shareable)
      .flatMap((g) => g.datasets)
      .filter((d) => d.category === 1 && ownsCustomsDataset(bits, d.value))
      .map((d) => d.value),
  );

/** A code owning exactly `codes` among the customs data sets (ship and transit as in `shareable`). */
const codeOf = (codes: ReadonlySet<string>, shareable: string): string =>
  withTypeSelection(withTypeSelection(shareable, "SHIPMENTS_IMPORT", codes), "SHIPMENTS_EXPORT", codes);

export function MemberDatasets({ member, shareable, shareablePermissions, locale }: Props) {
  const { i18n, t } = useLingui();
  const call = useConsoleCall();
  const [chosen, setChosen] = useState(() => selectedCodes(member.assigned ?? shareable, shareable));
  const [permissions, setPermissions] = useState<ReadonlySet<TeamPermission>>(
    () => new Set(member.permissions),
  );
  const [status, setStatus] = useState<"idle" | "saving" | "saved">("idle");
  const groups = ownedDatasetsByContinent(shareable);
  const tr = (id: string, values?: Readonly<Record<string, string | number>>) => i18n._(id, values);
  const headingId = `team-member-${member.id}`;

  const toggle = (code: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(code);
    else next.delete(code);
    setChosen(next);
    setStatus("idle");
  };
  const togglePermission = (p: TeamPermission, on: boolean) => {
    const next = new Set(permissions);
    if (on) next.add(p);
    else next.delete(p);
    setPermissions(next);
    setStatus("idle");
  };
  const save = async () => {
    setStatus("saving");
    const result = await call("assignTeamDatasets", {
      body: {
        accountId: member.id,
        customs_data_source: codeOf(chosen, shareable),
        permissions: shareablePermissions.filter((p) => permissions.has(p)),
      },
    });
    setStatus(result.ok ? "saved" : "idle");
  };

  return (
    <fieldset className={css.member} data-member={member.account} aria-labelledby={headingId}>
      <legend id={headingId} className={s.subTitle}>
        {i18n._("pages.team.member", { nickname: member.nickname, account: member.account })}
      </legend>
      {groups.map((g) => (
        <div key={g.continent} className={css.group}>
          <p className={css.groupName}>{i18n._(g.label)}</p>
          <ul className={css.choices}>
            {g.datasets
              .filter((d) => d.category === 1)
              .map((d) => (
                <li key={d.value}>
                  <label className={css.choice}>
                    <input
                      type="checkbox"
                      name={`${member.id}-${d.value}`}
                      checked={chosen.has(d.value)}
                      onChange={(e) => toggle(d.value, e.currentTarget.checked)}
                    />
                    {datasetLabel(tr, d, locale)}
                  </label>
                </li>
              ))}
          </ul>
        </div>
      ))}
      {shareablePermissions.length > 0 ? (
        <div className={css.group}>
          <p className={css.groupName}>{t`Permissions`}</p>
          <ul className={css.choices}>
            {shareablePermissions.map((p) => (
              <li key={p}>
                <label className={css.choice}>
                  <input
                    type="checkbox"
                    name={`${member.id}-permission-${p}`}
                    checked={permissions.has(p)}
                    onChange={(e) => togglePermission(p, e.currentTarget.checked)}
                  />
                  {i18n._(TEAM_PERMISSION_LABELS[p])}
                </label>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className={f.actions}>
        <Button className={f.primaryButton} isDisabled={status === "saving"} onPress={() => void save()}>
          {i18n._("pages.team.save")}
        </Button>
        <span role="status" className={s.muted}>
          {status === "saved" ? i18n._("pages.team.saved") : ""}
        </span>
      </div>
    </fieldset>
  );
}
