// Beside a search's results: its top importers, exporters, HS codes, countries and ports with their
// shipment counts (a click on a code narrows the search to it, a firm opens its profile; a port is
// named from the World Port Index with its code), and the monthly trend. Figures the engine scaled
// from a sample are said to be estimates.
import { useLingui } from "@lingui/react/macro";
import type { FacetCount, TradeFacets } from "@portolan/contracts";
import type { Locale } from "@portolan/core";
import { formatNumber } from "@portolan/kit/format/numbers.ts";
import { Link } from "wouter";
import { useConsoleQuery } from "../../auth/console-client.ts";
import { placeName } from "../../widgets/dataset-label.ts";
import { ForwarderTag } from "../../widgets/forwarder-tag.tsx";
import * as w from "../../widgets/widgets.css.ts";
import { companyAddress, type FilterKey, facetsRequestOf, type SearchRequest } from "./search-url.ts";
import * as s from "./shipment-search.css.ts";
import { TrendChart } from "./trend-chart.tsx";

const FACETS = "importers,exporters,hsCodes,originCountries,destinationCountries,ports,monthly";

type ListFacet = Exclude<keyof TradeFacets, "monthly" | "estimated" | "carriers">;

export function SearchFacets(props: {
  readonly request: SearchRequest;
  readonly locale: Locale;
  readonly onFilter: (key: FilterKey, value: string) => void;
}) {
  const { t } = useLingui();
  const { remote } = useConsoleQuery(
    "tradeFacets",
    { query: { ...facetsRequestOf(props.request), facets: FACETS } },
    { handles: true },
  );
  if (remote.state !== "ready") return null;
  const facets = remote.data;
  const country = (code: string) => placeName(code, props.locale);
  // As port-label.ts words it (the same message), written here so that the search and the bill
  // pages share no new chunk: its name would be one more entry in the console's first script.
  // A port once, with the codes its bills were released under (D343): "Shanghai (CNSHA, 57035)".
  const portName = (f: FacetCount) => {
    const name = f.label;
    const code = (f.codes ?? [f.key]).join(", ");
    return name === undefined ? code : t`${name} (${code})`;
  };
  const lists: readonly {
    readonly key: ListFacet;
    readonly title: string;
    readonly name: (f: FacetCount) => string;
    readonly filter?: FilterKey;
  }[] = [
    { key: "importers", title: t`Top importers`, name: (f) => f.label ?? f.key },
    { key: "exporters", title: t`Top exporters`, name: (f) => f.label ?? f.key },
    { key: "originCountries", title: t`Origin countries`, name: (f) => country(f.key), filter: "origin" },
    {
      key: "destinationCountries",
      title: t`Destination countries`,
      name: (f) => country(f.key),
      filter: "destination",
    },
    {
      key: "ports",
      title: t`Ports of loading`,
      name: portName,
      filter: "port",
    },
    { key: "hsCodes", title: t`HS codes`, name: (f) => f.key, filter: "hs" },
  ];
  return (
    <section className={s.facets} aria-labelledby="facets-title">
      <h2 id="facets-title" className={w.cardTitle}>
        {t`Who and what is behind these shipments`}
      </h2>
      {facets.estimated ? (
        <p className={w.muted}>{t`Estimated from a sample of the matching shipments.`}</p>
      ) : null}
      {facets.monthly !== undefined && facets.monthly.length > 0 ? (
        <TrendChart
          months={facets.monthly}
          locale={props.locale}
          range={{ from: props.request.startTime, to: props.request.endTime }}
        />
      ) : null}
      <div className={s.facetGrid}>
        {lists.map((list) => {
          const entries = facets[list.key] ?? [];
          if (entries.length === 0) return null;
          return (
            <section
              key={list.key}
              className={`${w.card} ${s.facetCard}`}
              aria-labelledby={`facet-${list.key}`}
            >
              <h3 id={`facet-${list.key}`} className={w.subTitle}>
                {list.title}
              </h3>
              <ol className={s.facetList}>
                {entries.map((entry) => {
                  const name = list.name(entry);
                  const count = formatNumber(entry.shipments, props.locale);
                  const filter = list.filter;
                  return (
                    <li key={entry.key} className={s.facetItem}>
                      {filter === undefined ? (
                        // A firm: its profile over the data sets searched.
                        <span className={s.facetName}>
                          <Link
                            className={w.link}
                            href={companyAddress(Number(entry.key), props.request.datasets)}
                          >
                            {name}
                          </Link>
                          {entry.logistics === true ? <ForwarderTag /> : null}
                        </span>
                      ) : (
                        <button
                          type="button"
                          className={s.facetButton}
                          aria-label={t`Only ${name} (${count} shipments)`}
                          onClick={() => props.onFilter(filter, entry.key)}
                        >
                          {name}
                        </button>
                      )}
                      <span className={s.facetCount}>{count}</span>
                    </li>
                  );
                })}
              </ol>
            </section>
          );
        })}
      </div>
    </section>
  );
}
