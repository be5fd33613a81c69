// One export's state: a progress bar while it is written, the link to its file when it is ready,
// the reason when it failed.
import { Trans, useLingui } from "@lingui/react/macro";
import { type ExportView, exportFilePath } from "@portolan/contracts";
import type { Locale } from "@portolan/core";
import { formatNumber } from "@portolan/kit/format/numbers.ts";
import * as w from "../../widgets/widgets.css.ts";
import { STATUS_WORDS, sizeText } from "./export-words.ts";
import * as s from "./exports.css.ts";

export function ExportProgress({
  job,
  locale,
  short = false,
}: {
  readonly job: ExportView;
  readonly locale: Locale;
  /** Only the file's name in the link (a table shows its rows and size in their own columns). */
  readonly short?: boolean;
}) {
  const { i18n, t } = useLingui();
  const written = formatNumber(job.rowsWritten, locale);
  const expected = formatNumber(job.rowsExpected, locale);
  // Cut at the row limit: the file says how many of how many were found ("1,000 of 2,280").
  const found =
    job.matches !== undefined && job.matches > job.rowsWritten
      ? formatNumber(job.matches, locale)
      : undefined;
  const file = job.fileName;
  const size = sizeText(job.bytes ?? 0, locale);
  if (job.status === "done")
    return (
      <a className={w.link} href={exportFilePath(job.id)} download={job.fileName}>
        {short ? (
          <Trans>Download {file}</Trans>
        ) : found === undefined ? (
          <Trans>
            Download {file} ({written} rows, {size})
          </Trans>
        ) : (
          <Trans>
            Download {file} ({written} of {found} rows, {size})
          </Trans>
        )}
      </a>
    );
  if (job.status === "failed")
    return (
      <p className={w.bad}>
        {short ? null : `${i18n._(STATUS_WORDS.failed)}: `}
        {job.reason === undefined ? t`the export could not be written.` : i18n._(job.reason)}
      </p>
    );
  return (
    <div className={s.progress}>
      <div
        role="progressbar"
        aria-label={t`Export of ${file}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={job.percent}
        aria-valuetext={t`${written} of ${expected} rows written`}
        className={s.track}
      >
        <div className={s.fill} style={{ width: `${job.percent}%` }} />
      </div>
      <span className={w.muted}>
        {short ? null : `${i18n._(STATUS_WORDS[job.status])} · `}
        <Trans>
          {written} of {expected} rows
        </Trans>
      </span>
    </div>
  );
}
