// The data sets the user owns (issue 15 dashboard): by continent, each continent with how many data
// sets, how many shipments and over which days, then a table of its data sets with their shipments
// and first and last record dates (the provider's datasetCoverage, from the loaded shipments). An
// account with many data sets sees each continent folded, its summary line still in view.
import { Plural, useLingui } from "@lingui/react/macro";
import type { DatasetCoverage } from "@portolan/contracts";
import { type AnyDataset, type Locale, ownedDatasetsByContinent, tradeDatasetCode } from "@portolan/core";
import { formatNumber } from "@portolan/kit/format/numbers.ts";
import type { ReactNode } from "react";
import { useConsoleQuery } from "../../auth/console-client.ts";
import { datasetLabel } from "../../widgets/dataset-label.ts";
import * as w from "../../widgets/widgets.css.ts";
import * as s from "./dashboard.css.ts";

/** Up to this many data sets, every continent's table is open. */
const OPEN_UP_TO = 12;

export function DatasetCoverageCard({ bits, locale }: { readonly bits: string; readonly locale: Locale }) {
  const { i18n, t } = useLingui();
  const groups = ownedDatasetsByContinent(bits);
  const { remote } = useConsoleQuery("datasetCoverage", {});
  const byValue = new Map<string, DatasetCoverage>(
    remote.state === "ready" ? remote.data.datasets.map((d) => [d.dataset, d]) : [],
  );
  const count = groups.reduce((n, g) => n + g.datasets.length, 0);
  const n = (v: number) => formatNumber(v, locale);
  // Ship and transit data under their trade codes (SHIP_US, TRANSIT_EURASIAN), as the provider lists them.
  const coverageOf = (d: AnyDataset) => byValue.get(tradeDatasetCode(d));
  const summary = (datasets: readonly AnyDataset[]): ReactNode => {
    const known = datasets
      .map(coverageOf)
      .filter((c) => c !== undefined && c.records > 0) as DatasetCoverage[];
    const records = known.reduce((sum, c) => sum + c.records, 0);
    const first = known.map((c) => c.firstDate ?? "").sort()[0];
    const last = known
      .map((c) => c.lastDate ?? "")
      .sort()
      .at(-1);
    return (
      <p className={s.summaryLine}>
        <Plural value={datasets.length} one="# data set" other="# data sets" />
        {remote.state === "ready" ? (
          <>
            {" · "}
            <Plural value={records} one="# shipment" other="# shipments" />
            {first === undefined || last === undefined ? null : (
              // Each date whole on a phone (a date's hyphens are no place to break a line).
              <>
                {" · "}
                <span className={s.nowrap}>{first}</span> – <span className={s.nowrap}>{last}</span>
              </>
            )}
          </>
        ) : null}
      </p>
    );
  };
  return (
    <section className={`${w.card} ${s.wide}`} aria-labelledby="dash-datasets" data-testid="datasets">
      <h2 id="dash-datasets" className={w.cardTitle}>
        {i18n._("pages.datasets.heading")}
      </h2>
      {groups.length === 0 ? <p className={w.muted}>{i18n._("pages.datasets.none")}</p> : null}
      {/* The whole, when there is more than one continent to add up. */}
      {groups.length > 1 ? summary(groups.flatMap((g) => g.datasets)) : null}
      {groups.map((g) => {
        const headingId = `dash-continent-${g.continent}`;
        const table = (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
          <section className={w.tableScroller} aria-labelledby={headingId} tabIndex={0}>
            <table className={`${w.table} ${s.compact}`} aria-labelledby={headingId}>
              <thead>
                <tr>
                  <th className={w.cell} scope="col">{t`Data set`}</th>
                  <th className={`${w.cell} ${s.numeric}`} scope="col">{t`Shipments`}</th>
                  <th className={w.cell} scope="col">{t`First and last record`}</th>
                </tr>
              </thead>
              <tbody>
                {g.datasets.map((d) => {
                  const c = coverageOf(d);
                  return (
                    <tr key={`${d.category}-${d.value}`}>
                      <th className={`${w.cell} ${s.rowName}`} scope="row">
                        {datasetLabel((id, values) => i18n._(id, values), d, locale)}
                      </th>
                      <td className={`${w.cell} ${s.numeric}`}>{c === undefined ? "–" : n(c.records)}</td>
                      <td className={w.cell}>
                        {c?.firstDate === undefined || c.lastDate === undefined ? (
                          "–"
                        ) : (
                          // Two dates that wrap between them on a phone, each whole.
                          <>
                            <span className={s.nowrap}>{c.firstDate}</span> –{" "}
                            <span className={s.nowrap}>{c.lastDate}</span>
                          </>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </section>
        );
        return (
          <div key={g.continent} className={w.continent} data-continent={g.continent}>
            <h3 id={headingId} className={w.subTitle}>
              {i18n._(g.label)}
            </h3>
            {summary(g.datasets)}
            {count <= OPEN_UP_TO ? (
              table
            ) : (
              <details>
                <summary className={s.disclosure}>{t`Show the data sets`}</summary>
                {table}
              </details>
            )}
          </div>
        );
      })}
    </section>
  );
}
