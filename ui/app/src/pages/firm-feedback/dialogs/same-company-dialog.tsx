// "Same company as…" on a search row (issue 30 "Feedback"): find the other firm by a piece of its name
// in the same data sets (the tradeCompanies call, busiest first), choose it, and send the report.
import { useLingui } from "@lingui/react/macro";
import { LINE_TEXT_MAX } from "@portolan/contracts";
import type { Locale } from "@portolan/core";
import * as f from "@portolan/kit/forms/forms.css.ts";
import { failureText } from "@portolan/kit/forms/notice-text.ts";
import { useState } from "react";
import { Button } from "react-aria-components";
import { useConsoleCall, useConsoleQuery } from "../../../auth/console-client.ts";
import { placeName } from "../../../widgets/dataset-label.ts";
import { Loading } from "../../../widgets/load-state.tsx";
import * as w from "../../../widgets/widgets.css.ts";
import * as s from "../firm-feedback.css.ts";
import { CommentField, FeedbackDialog } from "./feedback-dialog.tsx";

const LISTED = "10";

export interface FirmRef {
  readonly id: number;
  readonly name: string;
}

export function SameCompanyDialog(props: {
  readonly firm: FirmRef;
  readonly datasets: string;
  readonly side: "importer" | "exporter";
  readonly locale: Locale;
  readonly onClose: () => void;
}) {
  const { t } = useLingui();
  const call = useConsoleCall();
  const [words, setWords] = useState("");
  const [searched, setSearched] = useState<string>();
  const [chosen, setChosen] = useState<FirmRef>();
  const [comment, setComment] = useState("");
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const firmName = props.firm.name;
  const send = async () => {
    if (chosen === undefined) return;
    setBusy(true);
    const result = await call("firmFeedbackSend", {
      body: {
        kind: "same",
        firmId: props.firm.id,
        otherFirmId: chosen.id,
        ...(comment.trim() === "" ? {} : { comment: comment.trim() }),
      },
    });
    setBusy(false);
    if (result.ok) setSent(true);
  };
  return (
    <FeedbackDialog
      title={t`Same company as…`}
      text={t`Find the company that ${firmName} is the same as, choose it and send the report. An operator checks the records and, if they agree, shows them as one company.`}
      sendLabel={t`Send the report`}
      busy={busy}
      sent={sent}
      ready={chosen !== undefined}
      onSend={() => void send()}
      onClose={props.onClose}
    >
      <div className={f.field}>
        <label className={f.label} htmlFor="same-company-words">{t`The other company's name`}</label>
        <div className={s.alias}>
          <input
            id="same-company-words"
            className={f.input}
            type="search"
            maxLength={LINE_TEXT_MAX}
            value={words}
            placeholder={t`part of a company name`}
            onChange={(e) => setWords(e.target.value)}
            onKeyDown={(e) => {
              // Enter finds (the dialog's form would send the report).
              if (e.key === "Enter") {
                e.preventDefault();
                if (words.trim() !== "") setSearched(words.trim());
              }
            }}
          />
          <Button
            className={f.secondaryButton}
            isDisabled={words.trim() === ""}
            onPress={() => setSearched(words.trim())}
          >
            {t`Find`}
          </Button>
        </div>
      </div>
      {searched === undefined ? null : (
        <Matches {...props} words={searched} chosen={chosen} onChoose={(firm) => setChosen(firm)} />
      )}
      <CommentField value={comment} onChange={setComment} />
    </FeedbackDialog>
  );
}

function Matches(props: {
  readonly firm: FirmRef;
  readonly datasets: string;
  readonly side: "importer" | "exporter";
  readonly locale: Locale;
  readonly words: string;
  readonly chosen: FirmRef | undefined;
  readonly onChoose: (firm: FirmRef) => void;
}) {
  const { i18n, t } = useLingui();
  const { remote } = useConsoleQuery(
    "tradeCompanies",
    {
      query: {
        datasets: props.datasets,
        kind: props.side,
        keyword: props.words,
        role: props.side,
        pageSize: LISTED,
      },
    },
    { handles: true },
  );
  if (remote.state === "loading") return <Loading />;
  if (remote.state === "failed")
    return (
      <p role="alert" className={w.bad}>
        {failureText((id, values) => i18n._(id, values), remote.failure) ?? t`The search could not be made.`}
      </p>
    );
  const others = remote.data.records.filter((r) => r.id !== props.firm.id);
  if (others.length === 0)
    return <p className={w.muted}>{t`No other company of this name. Try a shorter piece of the name.`}</p>;
  return (
    <fieldset className={f.field}>
      <legend className={f.label}>{t`Choose the company`}</legend>
      <ul className={s.choices}>
        {others.map((r) => (
          <li key={r.id}>
            <label className={s.choice}>
              <input
                type="radio"
                name="same-company"
                checked={props.chosen?.id === r.id}
                onChange={() => props.onChoose({ id: r.id, name: r.name })}
              />
              <span>
                {r.name}
                {r.country === undefined ? null : (
                  <span className={w.muted}> · {placeName(r.country, props.locale)}</span>
                )}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
