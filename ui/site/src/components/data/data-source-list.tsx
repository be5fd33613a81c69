// The data sets that cover one country, each with its live figures from
// GET /api/public/dataSource/statistics?dataSource=VALUE: records, period covered and fields.
// Every card keeps its shape while its figures load. Card titles are h3.
import { type CustomsDataset, datasetsOfCountry, type Locale } from "@portolan/core";
import { useCall } from "@portolan/kit/data/queries.ts";
import { countryNamer } from "@portolan/kit/format/country-name.ts";
import { formatNumber } from "@portolan/kit/format/numbers.ts";
import { datasetFlowText, datasetKindText, datasetWhere } from "./catalogue.ts";
import * as s from "./data.css.ts";
import { useDataLabels } from "./data-labels.ts";
import { Figure, SearchFlag } from "./figure.tsx";
import { StatusLine } from "./live-statistics.tsx";

const SEARCHES = ["importer", "exporter", "hscode", "description"] as const;

function DataSourceCard(props: { readonly dataset: CustomsDataset; readonly locale: Locale }) {
  const { dataset: d, locale } = props;
  const labels = useDataLabels();
  const remote = useCall("dataSourceStatistics", { query: { dataSource: d.value } });
  const data = remote.state === "ready" ? remote.data : undefined;
  return (
    <li className={s.sourceCard}>
      <h3 className={s.sourceTitle}>
        {datasetWhere(d, labels, countryNamer(locale))}: {datasetFlowText(d, labels)},{" "}
        {datasetKindText(d, labels)}
      </h3>
      <dl className={s.facts}>
        <dt className={s.factTerm}>{labels.records}</dt>
        <dd className={s.factValue}>
          <Figure value={data === undefined ? undefined : formatNumber(data.records, locale)} />
        </dd>
        <dt className={s.factTerm}>{labels.firstRecord}</dt>
        <dd className={s.factValue}>
          <Figure value={data === undefined ? undefined : (data.startDate ?? "—")} />
        </dd>
        <dt className={s.factTerm}>{labels.latestRecord}</dt>
        <dd className={s.factValue}>
          <Figure value={data === undefined ? undefined : (data.endDate ?? "—")} />
        </dd>
        <dt className={s.factTerm}>{labels.fields}</dt>
        <dd className={s.factValue}>
          <Figure value={data === undefined ? undefined : String(data.fields.length)} />
        </dd>
        {SEARCHES.map((k) => (
          <FlagFact key={k} term={labels.searchBy[k]} on={d[k]} yes={labels.yes} no={labels.no} />
        ))}
      </dl>
      <StatusLine remote={remote} locale={locale} ready={labels.ready(data?.endDate)} />
    </li>
  );
}

function FlagFact(props: {
  readonly term: string;
  readonly on: boolean;
  readonly yes: string;
  readonly no: string;
}) {
  return (
    <>
      <dt className={s.factTerm}>{props.term}</dt>
      <dd className={s.factValue}>
        <SearchFlag on={props.on} yes={props.yes} no={props.no} />
      </dd>
    </>
  );
}

/** The data sources of a country (core's datasetsOfCountry), each with its live figures. */
export function DataSourceList(props: { readonly country: string; readonly locale: Locale }) {
  return (
    <ul className={s.sourceList}>
      {datasetsOfCountry(props.country).map((d) => (
        <DataSourceCard key={d.value} dataset={d} locale={props.locale} />
      ))}
    </ul>
  );
}
