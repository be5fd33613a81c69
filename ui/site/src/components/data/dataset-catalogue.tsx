// The catalogue of customs data sets (core's CUSTOMS_DATASETS), one table per continent: who the set
// is about, what it holds, import or export, and which searches it supports. Static: prerendered.
import type { Locale } from "@portolan/core";
import { countryNamer } from "@portolan/kit/format/country-name.ts";
import {
  countryDetailHref,
  datasetFlowText,
  datasetKindText,
  datasetsByContinent,
  datasetWhere,
} from "./catalogue.ts";
import * as s from "./data.css.ts";
import { useDataLabels } from "./data-labels.ts";
import { SearchFlag } from "./figure.tsx";
import { ScrollRegion } from "./scroll-region.tsx";

const SEARCHES = ["importer", "exporter", "hscode", "description"] as const;

/** Continent headings are h3: place the catalogue inside a section with its own h2. */
export function DatasetCatalogue(props: { readonly locale: Locale }) {
  const labels = useDataLabels();
  const name = countryNamer(props.locale);
  return (
    <>
      {datasetsByContinent().map(({ continent, datasets }) => {
        const id = `catalogue-${continent.toLowerCase()}`;
        const title = labels.continents[continent];
        return (
          <div key={continent}>
            <h3 className={s.continentTitle} id={id}>
              {title}
            </h3>
            <ScrollRegion labelledBy={id}>
              <table className={s.table}>
                <caption className={s.caption}>{labels.catalogueCaption(title)}</caption>
                <thead>
                  <tr>
                    <th scope="col" className={s.headCell}>
                      {labels.country}
                    </th>
                    <th scope="col" className={s.headCell}>
                      {labels.dataSet}
                    </th>
                    <th scope="col" className={s.headCell}>
                      {labels.flow}
                    </th>
                    {SEARCHES.map((k) => (
                      <th key={k} scope="col" className={s.headCell}>
                        {labels.searchBy[k]}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {datasets.map((d) => (
                    <tr key={d.value}>
                      <th scope="row" className={s.cell}>
                        {d.country === null ? (
                          datasetWhere(d, labels, name)
                        ) : (
                          <a href={countryDetailHref(props.locale, d.country)}>
                            <span suppressHydrationWarning>{name(d.country)}</span>
                          </a>
                        )}
                      </th>
                      <td className={s.cell}>{datasetKindText(d, labels)}</td>
                      <td className={s.cell}>{datasetFlowText(d, labels)}</td>
                      {SEARCHES.map((k) => (
                        <td key={k} className={s.cell}>
                          <SearchFlag on={d[k]} yes={labels.yes} no={labels.no} />
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          </div>
        );
      })}
    </>
  );
}
