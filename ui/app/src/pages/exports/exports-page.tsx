// My exports (/shipments/exports, issue 15 "Exports"): the account's exports, newest first, with what
// each holds, its format, status, rows, size and dates; a running one shows its progress, a ready one
// its download link. Exports are started from the search results, a company profile or a partner
// report (the Export control).
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { ExportView } from "@portolan/contracts";
import { formatNumber } from "@portolan/kit/format/numbers.ts";
import * as page from "../../console.css.ts";
import type { ConsolePageProps } from "../../console-page.ts";
import { formatInstant } from "../../widgets/format.ts";
import { LoadFailed, Loading } from "../../widgets/load-state.tsx";
import * as w from "../../widgets/widgets.css.ts";
import { ExportProgress } from "./export-progress.tsx";
import { STATUS_WORDS, sizeText, subjectText } from "./export-words.ts";
import * as s from "./exports.css.ts";
import { useExportJobs } from "./use-export-jobs.ts";

export default function ExportsPage({ locale }: ConsolePageProps) {
  const { i18n, t } = useLingui();
  const { remote, reload } = useExportJobs();
  const { rowLimit: limit, keptDays: days } =
    remote.state === "ready" ? remote.data : { rowLimit: 0, keptDays: 0 };
  const n = (v: number) => formatNumber(v, locale);
  const row = (e: ExportView) => {
    const written = n(e.rowsWritten);
    // Of what was found: "1,000 of 2,280" when the file was cut at the limit (older exports: of their rows).
    const expected = n(e.status === "done" ? (e.matches ?? e.rowsWritten) : (e.matches ?? e.rowsExpected));
    return (
      <tr key={e.id}>
        <td className={`${w.cell} ${s.contents}`}>
          {subjectText(
            e.subject,
            (d) => i18n._(d),
            (id, values) => i18n._(id, values),
            locale,
          )}
        </td>
        <td className={w.cell}>
          <div className={s.status}>
            {/* The status, then what it offers: the file, the progress or the reason it failed. */}
            <span className={s.statusWord}>{i18n._(STATUS_WORDS[e.status])}</span>
            <ExportProgress job={e} locale={locale} short />
          </div>
        </td>
        <td className={`${w.cell} ${s.numeric}`}>
          <Trans>
            {written} of {expected}
          </Trans>
        </td>
        <td className={`${w.cell} ${s.numeric}`}>
          {e.bytes === undefined ? "–" : sizeText(e.bytes, locale)}
        </td>
        <td className={w.cell}>{e.format.toUpperCase()}</td>
        <td className={`${w.cell} ${s.nowrap}`}>{formatInstant(e.createdAt, locale)}</td>
        <td className={`${w.cell} ${s.nowrap}`}>
          {e.finishedAt === undefined ? "–" : formatInstant(e.finishedAt, locale)}
        </td>
      </tr>
    );
  };
  return (
    <div className={page.page}>
      <h1 className={w.heading}>{i18n._("console.title.shipments/exports")}</h1>
      {remote.state === "loading" ? <Loading /> : null}
      {remote.state === "failed" ? <LoadFailed retry={reload} /> : null}
      {remote.state === "ready" ? (
        <>
          <p className={w.intro}>
            <Plural
              value={limit}
              one="Exports up to # row with your account."
              other="Exports up to # rows with your account."
            />{" "}
            <Plural value={days} one="Files are kept # day." other="Files are kept # days." />
          </p>
          {remote.data.exports.length === 0 ? (
            <p className={w.muted}>
              {t`No exports yet. Export a search, a company profile or a partner report with its Export button.`}
            </p>
          ) : (
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
            <section className={w.tableScroller} tabIndex={0} aria-labelledby="exports-caption">
              <table className={w.table}>
                <caption id="exports-caption" className={s.caption}>{t`Your exports, newest first`}</caption>
                <thead>
                  <tr>
                    <th className={w.cell} scope="col">{t`Contents`}</th>
                    <th className={w.cell} scope="col">{t`Status`}</th>
                    <th className={w.cell} scope="col">{t`Rows`}</th>
                    <th className={w.cell} scope="col">{t`Size`}</th>
                    <th className={w.cell} scope="col">{t`Format`}</th>
                    <th className={w.cell} scope="col">{t`Started`}</th>
                    <th className={w.cell} scope="col">{t`Finished`}</th>
                  </tr>
                </thead>
                <tbody>{remote.data.exports.map(row)}</tbody>
              </table>
            </section>
          )}
        </>
      ) : null}
    </div>
  );
}
