// Records per country, one table per continent. The rows (every country of the catalogue) are
// prerendered; the counts arrive from GET /api/public/country/statistics after hydration into
// fixed-width cells, so nothing moves when they do.
import type { CountryStatistic } from "@portolan/contracts";
import { datasetsOfCountry, type Locale } from "@portolan/core";
import { useCall } from "@portolan/kit/data/queries.ts";
import { countryName } from "@portolan/kit/format/country-name.ts";
import { formatNumber } from "@portolan/kit/format/numbers.ts";
import { countriesByContinent, countryDetailHref } from "./catalogue.ts";
import * as s from "./data.css.ts";
import { useDataLabels } from "./data-labels.ts";
import { Figure } from "./figure.tsx";
import { StatusLine } from "./live-statistics.tsx";
import { ScrollRegion } from "./scroll-region.tsx";

/** Continent headings are h3: place the tables inside a section with its own h2. */
export function CountryStatistics(props: { readonly locale: Locale }) {
  const labels = useDataLabels();
  const remote = useCall("countryStatistics", {});
  const byCode = new Map<string, CountryStatistic>(
    remote.state === "ready" ? remote.data.map((c) => [c.countryCode, c]) : [],
  );
  const count = (n: number | undefined) => (n === undefined ? undefined : formatNumber(n, props.locale));
  const ready = remote.state === "ready";
  return (
    <>
      <StatusLine
        remote={remote}
        locale={props.locale}
        ready={labels.ready(newest(remote.state === "ready" ? remote.data : []))}
      />
      {countriesByContinent().map(({ continent, countries }) => {
        const id = `records-${continent.toLowerCase()}`;
        const title = labels.continents[continent];
        return (
          <div key={continent}>
            <h3 className={s.continentTitle} id={id}>
              {title}
            </h3>
            <ScrollRegion labelledBy={id}>
              <table className={s.fixedTable}>
                <caption className={s.caption}>{labels.statsCaption(title)}</caption>
                <thead>
                  <tr>
                    <th scope="col" className={s.nameHead}>
                      {labels.country}
                    </th>
                    <th scope="col" className={s.numberHead}>
                      {labels.importRecords}
                    </th>
                    <th scope="col" className={s.numberHead}>
                      {labels.exportRecords}
                    </th>
                    <th scope="col" className={s.numberHead}>
                      {labels.latestRecord}
                    </th>
                    <th scope="col" className={s.numberHead}>
                      {labels.sources}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {countries.map((code) => {
                    const row = byCode.get(code);
                    return (
                      <tr key={code}>
                        <th scope="row" className={s.nameCell}>
                          <a href={countryDetailHref(props.locale, code)}>
                            <span suppressHydrationWarning>{countryName(code, props.locale)}</span>
                          </a>
                        </th>
                        <td className={s.numberCell}>
                          <Figure value={ready ? count(row?.importRecords ?? 0) : undefined} />
                        </td>
                        <td className={s.numberCell}>
                          <Figure value={ready ? count(row?.exportRecords ?? 0) : undefined} />
                        </td>
                        <td className={s.numberCell}>
                          <Figure value={ready ? (row?.latestDate ?? "—") : undefined} />
                        </td>
                        <td className={s.numberCell}>{datasetsOfCountry(code).length}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </ScrollRegion>
          </div>
        );
      })}
    </>
  );
}

/** The newest record date over all countries (yyyy-MM-dd sorts as text); undefined without records. */
const newest = (rows: readonly CountryStatistic[]): string | undefined =>
  rows.reduce<string | undefined>(
    (max, r) =>
      r.latestDate !== undefined && (max === undefined || r.latestDate > max) ? r.latestDate : max,
    undefined,
  );
