// The public figures of the data-countries pages (spec §2.3 datacountries, countrydetail; §7).
// Spec §7 names the calls but not their data: designed here from what those pages show.
import { Schema } from "effect";
import { defineEndpoint } from "../endpoint.ts";
import { Envelope } from "../envelope.ts";
import { Count, CountryCode, IsoDate } from "../primitives.ts";

/** Designed here: the headline counts. */
export const SiteStatistics = Schema.Struct({
  countries: Count,
  dataSources: Count,
  records: Count,
  companies: Count,
  /**
   * The date of the newest loaded record: how fresh the figures are. Absent while no record is loaded
   * (decision D193: the catalogue alone dates nothing).
   */
  updatedOn: Schema.optionalKey(IsoDate),
}).annotate({ identifier: "SiteStatistics" });
export type SiteStatistics = typeof SiteStatistics.Type;

/** A customs data source code such as IMP_US_BL_1 (spec §3 Dataset entry value). */
export const DataSourceCode = Schema.String.check(Schema.isBetweenLength(1, 100));

/** The continents of spec §3 Dataset entry. */
export const Continent = Schema.Literals([
  "North America",
  "South America",
  "Europe",
  "Asia",
  "Africa",
  "Oceania",
  "Others",
]);

/** Designed here: one country of the data-countries table. */
export const CountryStatistic = Schema.Struct({
  countryCode: CountryCode,
  continent: Continent,
  importRecords: Count,
  exportRecords: Count,
  /** The newest record's date; absent while the country has no records yet. */
  latestDate: Schema.optionalKey(IsoDate),
  /** The data sources that cover the country. */
  dataSources: Schema.Array(DataSourceCode),
}).annotate({ identifier: "CountryStatistic" });
export type CountryStatistic = typeof CountryStatistic.Type;

/** The dataset types of spec §3. */
export const ShipmentsType = Schema.Literals(["SHIPMENTS_IMPORT", "SHIPMENTS_EXPORT"]);

/** Designed here: one data source of the country-detail page. */
export const DataSourceStatistic = Schema.Struct({
  dataSource: DataSourceCode,
  type: ShipmentsType,
  /** Absent for sets that span countries (the global bill-of-lading set, the silk-road group). */
  countryCode: Schema.optionalKey(CountryCode),
  records: Count,
  /** The dates of the source's oldest and newest loaded records; absent while it has none (D193). */
  startDate: Schema.optionalKey(IsoDate),
  endDate: Schema.optionalKey(IsoDate),
  /** The readable fields of a record, e.g. "hsCode", "importer", "quantity". */
  fields: Schema.Array(Schema.String),
  /** Which searches the source supports (the booleans of spec §3 Dataset entry). */
  searchBy: Schema.Struct({
    importer: Schema.Boolean,
    exporter: Schema.Boolean,
    hscode: Schema.Boolean,
    description: Schema.Boolean,
  }),
}).annotate({ identifier: "DataSourceStatistic" });
export type DataSourceStatistic = typeof DataSourceStatistic.Type;

export const siteStatistics = defineEndpoint({
  name: "siteStatistics",
  method: "GET",
  host: "provider",
  path: "/api/public/statistics",
  encoding: "none",
  request: {},
  response: Envelope(SiteStatistics),
  requiresSession: false,
  summary: "Headline counts of the data coverage",
  tag: "statistics",
  origin: "spec",
});

export const countryStatistics = defineEndpoint({
  name: "countryStatistics",
  method: "GET",
  host: "provider",
  path: "/api/public/country/statistics",
  encoding: "none",
  request: {},
  response: Envelope(Schema.Array(CountryStatistic)),
  requiresSession: false,
  summary: "Record counts and latest dates per country",
  tag: "statistics",
  origin: "spec",
});

export const dataSourceStatistics = defineEndpoint({
  name: "dataSourceStatistics",
  method: "GET",
  host: "provider",
  path: "/api/public/dataSource/statistics",
  encoding: "query",
  request: { query: Schema.Struct({ dataSource: DataSourceCode }) },
  response: Envelope(DataSourceStatistic),
  requiresSession: false,
  summary: "Record count, date range and fields of one data source",
  tag: "statistics",
  origin: "spec",
});
