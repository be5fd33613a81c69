// One sub-account's data sets: a checkbox per data set the main account can share, grouped by
// continent, saved with assignTeamDatasets (the provider drops anything the main account lacks).
import { useLingui } from "@lingui/react";
import type { TeamMember } from "@portolan/contracts";
import { type Locale, ownedDatasetsByContinent, ownsCustomsDataset, withTypeSelection } from "@portolan/core";
import * as f from "@portolan/kit/forms/forms.css.ts";
import { useState } from "react";
import { Button } from "react-aria-components";
import { useConsoleCall } from "../../auth/console-client.ts";
import { datasetLabel } from "../../widgets/dataset-label.ts";
import * as s from "../../widgets/widgets.css.ts";
import * as t from "./team.css.ts";

interface Props {
  readonly member: TeamMember;
  readonly shareable: string;
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

export function MemberDatasets({ member, shareable, locale }: Props) {
  const { i18n } = useLingui();
  const call = useConsoleCall();
  const [chosen, setChosen] = useState(() => selectedCodes(member.assigned ?? shareable, shareable));
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
  const save = async () => {
    setStatus("saving");
    const result = await call("assignTeamDatasets", {
      body: { accountId: member.id, customs_data_source: codeOf(chosen, shareable) },
    });
    setStatus(result.ok ? "saved" : "idle");
  };

  return (
    <fieldset className={t.member} data-member={member.account} aria-labelledby={headingId}>
      <legend id={headingId} className={s.subTitle}>
        {i18n._("pages.team.member", { nickname: member.nickname, account: member.account })}
      </legend>
      {groups.map((g) => (
        <div key={g.continent} className={t.group}>
          <p className={t.groupName}>{i18n._(g.label)}</p>
          <ul className={t.choices}>
            {g.datasets
              .filter((d) => d.category === 1)
              .map((d) => (
                <li key={d.value}>
                  <label className={t.choice}>
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
