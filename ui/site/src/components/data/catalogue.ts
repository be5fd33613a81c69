// The data-set catalogue of core (CUSTOMS_DATASETS) arranged for the data-countries pages: by
// continent, by country, and the label parts of one data set in a page's language.
import {
  CONTINENTS,
  COUNTRY_QUERY_KEY,
  COVERED_COUNTRIES,
  type Continent,
  CUSTOMS_DATASETS,
  type CustomsDataset,
  countryByCode,
  homePathOf,
  isSilkRoadDataset,
  type Locale,
  routeById,
} from "@portolan/core";
import type { DataLabels } from "./data-labels.ts";

export interface ContinentDatasets {
  readonly continent: Continent;
  readonly datasets: readonly CustomsDataset[];
}

/** Every customs data set, grouped by continent in the catalogue's continent order (empty ones left out). */
export const datasetsByContinent = (): readonly ContinentDatasets[] =>
  CONTINENTS.map((continent) => ({
    continent,
    datasets: CUSTOMS_DATASETS.filter((d) => d.continent === continent),
  })).filter((g) => g.datasets.length > 0);

export interface ContinentCountries {
  readonly continent: Continent;
  readonly countries: readonly string[];
}

/** Every country with data (own data sets or silk-road membership), by continent. */
export const countriesByContinent = (): readonly ContinentCountries[] =>
  CONTINENTS.map((continent) => ({
    continent,
    countries: COVERED_COUNTRIES.filter((c) => countryByCode(c)?.continent === continent),
  })).filter((g) => g.countries.length > 0);

/** Who a data set is about: a country name, or the group's name. */
export const datasetWhere = (
  d: CustomsDataset,
  labels: DataLabels,
  name: (code: string) => string,
): string =>
  d.country === null ? (isSilkRoadDataset(d) ? labels.silkRoad : labels.global) : name(d.country);

/** What a data set holds: its kind, with the transport mode or zone when it is not the whole source. */
export const datasetKindText = (d: CustomsDataset, labels: DataLabels): string => {
  const variant = labels.variants[d.variant];
  return variant === undefined ? labels.kinds[d.kind] : `${labels.kinds[d.kind]} (${variant})`;
};

export const datasetFlowText = (d: CustomsDataset, labels: DataLabels): string =>
  d.type === "SHIPMENTS_IMPORT" ? labels.imports : labels.exports;

/** The country-detail page of a country in a language. */
export const countryDetailHref = (locale: Locale, code: string): string =>
  `${routeById("countrydetail")?.paths[locale] ?? `${homePathOf(locale)}/countrydetail`}?${COUNTRY_QUERY_KEY}=${code}`;

/** The data-countries page of a language. */
export const dataCountriesHref = (locale: Locale): string =>
  routeById("datacountries")?.paths[locale] ?? `${homePathOf(locale)}/datacountries`;
