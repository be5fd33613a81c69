// The "Export" control of the data centre (issue 15 "Exports"): it says the caller's row limit before
// anything is asked (core's exportRowLimit, as the provider reports it with the list of exports),
// lets the user choose CSV or XLSX (and, for a profile, which table), starts the export, shows its
// progress and then the link to its file. What to export is a plain description (contracts'
// ExportSubject), so any screen adds it in one line:
//   <ExportControl locale={locale} subject={{ kind: "partners", id, datasets, name }} />
import { useLingui } from "@lingui/react/macro";
import type { CompanyProfile, ExportSubject, ExportView } from "@portolan/contracts";
import type { Locale } from "@portolan/core";
import * as f from "@portolan/kit/forms/forms.css.ts";
import { failureText } from "@portolan/kit/forms/notice-text.ts";
import { useEffect, useId, useState } from "react";
import { consoleCall } from "../../auth/console-client.ts";
import * as w from "../../widgets/widgets.css.ts";
import { ExportLimitNote } from "./export-limit-note.tsx";
import { ExportProgress } from "./export-progress.tsx";
import { TABLE_WORDS } from "./export-words.ts";
import * as s from "./exports.css.ts";
import { useExportJobs } from "./use-export-jobs.ts";

export interface ExportChoice {
  readonly label: string;
  readonly subject: ExportSubject;
}

export function ExportControl(props: {
  readonly locale: Locale;
  /** What to export; or `choices`, when the user picks among several (a profile's tables). */
  readonly subject?: ExportSubject;
  readonly choices?: readonly ExportChoice[];
  /** What the screen found (an exact count): said with the limit, and that the file is cut when it is. */
  readonly found?: number;
}) {
  const { i18n, t } = useLingui();
  const id = useId();
  const choices =
    props.choices ?? (props.subject === undefined ? [] : [{ label: "", subject: props.subject }]);
  const [format, setFormat] = useState<"csv" | "xlsx">("csv");
  const [chosen, setChosen] = useState(0);
  const [started, setStarted] = useState<ExportView | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  // The list is asked again while an export of the account is unfinished (this one included).
  const { remote, reload } = useExportJobs();
  const listed = remote.state === "ready" ? remote.data.exports.find((e) => e.id === started?.id) : undefined;
  const job = listed ?? started;
  const subject = choices[chosen]?.subject;
  // Another search or table: the export shown was of the last one.
  const asked = JSON.stringify(subject);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `asked` stands for the subject.
  useEffect(() => {
    setStarted(undefined);
    setError(undefined);
  }, [asked]);
  const limit = remote.state === "ready" ? remote.data.rowLimit : undefined;
  if (subject === undefined) return null;

  const start = async () => {
    setBusy(true);
    setError(undefined);
    const r = await consoleCall("createExport", { body: { subject, format } }, { handles: true });
    setBusy(false);
    if (r.ok) {
      setStarted(r.data);
      reload();
    } else
      setError(
        failureText((key, values) => i18n._(key, values), r.outcome) ?? t`The export could not be started.`,
      );
  };
  return (
    <section className={s.control} aria-labelledby={`${id}-title`}>
      <div className={s.row}>
        <div className={s.intro}>
          <h2 id={`${id}-title`} className={s.title}>{t`Export to a file`}</h2>
          {limit === undefined ? null : (
            <ExportLimitNote limit={limit} {...(props.found === undefined ? {} : { found: props.found })} />
          )}
        </div>
        {choices.length > 1 ? (
          <div className={s.field}>
            <label className={s.label} htmlFor={`${id}-what`}>{t`Table`}</label>
            <select
              id={`${id}-what`}
              className={s.select}
              value={chosen}
              onChange={(e) => setChosen(Number(e.currentTarget.value))}
            >
              {choices.map((c, i) => (
                <option key={c.label} value={i}>
                  {c.label}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className={s.field}>
          <label className={s.label} htmlFor={`${id}-format`}>{t`File format`}</label>
          <select
            id={`${id}-format`}
            className={s.select}
            value={format}
            onChange={(e) => setFormat(e.currentTarget.value === "xlsx" ? "xlsx" : "csv")}
          >
            <option value="csv">{t`CSV (comma-separated)`}</option>
            <option value="xlsx">{t`XLSX (Excel workbook)`}</option>
          </select>
        </div>
        <button type="button" className={f.secondaryButton} disabled={busy} onClick={() => void start()}>
          {t`Export`}
        </button>
      </div>
      {error === undefined ? null : (
        <p role="alert" className={w.bad}>
          {error}
        </p>
      )}
      <div aria-live="polite">
        {job === undefined ? null : <ExportProgress job={job} locale={props.locale} />}
      </div>
    </section>
  );
}

/** A company profile's export: the user picks one of its tables that has rows. */
export function ProfileExportControl(props: {
  readonly locale: Locale;
  readonly datasets: string;
  readonly profile: CompanyProfile;
}) {
  const { i18n } = useLingui();
  const { datasets, profile } = props;
  const tables = (["partners", "hsCodes", "ports", "lanes", "monthly"] as const).filter(
    (table) => profile[table].length > 0,
  );
  const choices = tables.map((table) => ({
    label: i18n._(TABLE_WORDS[table]),
    subject: { kind: "profile" as const, id: String(profile.id), datasets, name: profile.name, table },
  }));
  return choices.length === 0 ? null : <ExportControl locale={props.locale} choices={choices} />;
}
