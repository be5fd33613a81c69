// A firm's other spellings on its profile ("also known as"), each with "Not the same company" (issue
// 30 "Feedback"); a spelling the user has reported shows where the report stands instead.
import { useLingui } from "@lingui/react/macro";
import type { FirmReportReceipt } from "@portolan/contracts";
import type { Locale } from "@portolan/core";
import { useState } from "react";
import { Button } from "react-aria-components";
import { useConsoleQuery } from "../../auth/console-client.ts";
import * as s from "./firm-feedback.css.ts";
import { LaterNotSameDialog } from "./later-dialogs.tsx";

export function AliasList(props: {
  readonly firmId: number;
  readonly firmName: string;
  readonly aliases: readonly string[];
  readonly locale: Locale;
}) {
  const { t } = useLingui();
  // The user's own reports: a failure only hides their state (the list itself stays).
  const { remote } = useConsoleQuery(
    "firmFeedbackMine",
    { query: { firmId: String(props.firmId) } },
    { handles: true },
  );
  const [asked, setAsked] = useState<string>();
  const mine: readonly FirmReportReceipt[] = remote.state === "ready" ? remote.data.reports : [];
  const stateText: Readonly<Record<FirmReportReceipt["status"], string>> = {
    pending: t`Reported — waiting for review`,
    accepted: t`Reported — accepted`,
    rejected: t`Reported — kept as one company`,
    withdrawn: t`Reported — decision withdrawn`,
  };
  return (
    <>
      <ul className={s.aliases} data-testid="company-aliases">
        {props.aliases.map((alias) => {
          const report = mine.find((r) => r.kind === "apart" && r.spelling === alias);
          return (
            <li key={alias} className={s.alias} data-alias={alias}>
              <span className={s.name}>{alias}</span>
              {report === undefined ? (
                <Button
                  className={s.action}
                  aria-label={t`Not the same company: ${alias}`}
                  onPress={() => setAsked(alias)}
                >
                  {t`Not the same company`}
                </Button>
              ) : (
                <span className={s.state} data-status={report.status}>
                  {stateText[report.status]}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {asked === undefined ? null : (
        <LaterNotSameDialog
          locale={props.locale}
          firmId={props.firmId}
          firmName={props.firmName}
          spelling={asked}
          onClose={() => setAsked(undefined)}
        />
      )}
    </>
  );
}
