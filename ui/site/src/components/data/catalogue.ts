// The data-set catalogue of core (CUSTOMS_DATASETS) arranged for the data-countries pages: by
// continent, by country, and the label parts of one data set in a page's language.
import {
  CONTINENTS,
  type Continent,
  CUSTOMS_DATASETS,
  type CustomsDataset,
  countryByCode,
  homePathOf,
  type Locale,
  routeById,
  SILK_ROAD_MEMBERS,
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

const groupToken = (d: CustomsDataset): string => d.value.split("_").slice(1, -2).join("_");

/** The data sets that cover a country: its own, and the silk-road group's for a member. */
export const datasetsOfCountry = (code: string): readonly CustomsDataset[] =>
  CUSTOMS_DATASETS.filter(
    (d) =>
      d.country === code ||
      (d.country === null && groupToken(d) === "SILKROAD" && SILK_ROAD_MEMBERS.some((m) => m === code)),
  );

export interface ContinentCountries {
  readonly continent: Continent;
  readonly countries: readonly string[];
}

/** Every country with data (own data sets or silk-road membership), by continent. */
export const countriesByContinent = (): readonly ContinentCountries[] => {
  const codes = new Set<string>();
  for (const d of CUSTOMS_DATASETS) if (d.country !== null) codes.add(d.country);
  for (const code of SILK_ROAD_MEMBERS) codes.add(code);
  return CONTINENTS.map((continent) => ({
    continent,
    countries: [...codes].filter((c) => countryByCode(c)?.continent === continent),
  })).filter((g) => g.countries.length > 0);
};

/** Whether a country code is one the catalogue covers. */
export const isCatalogueCountry = (code: string): boolean => datasetsOfCountry(code).length > 0;

/** Who a data set is about: a country name, or the group's name. */
export const datasetWhere = (
  d: CustomsDataset,
  labels: DataLabels,
  name: (code: string) => string,
): string =>
  d.country === null ? (groupToken(d) === "SILKROAD" ? labels.silkRoad : labels.global) : name(d.country);

/** What a data set holds: its kind, with the transport mode or zone when it is not the whole source. */
export const datasetKindText = (d: CustomsDataset, labels: DataLabels): string => {
  const variant = labels.variants[d.variant];
  return variant === undefined ? labels.kinds[d.kind] : `${labels.kinds[d.kind]} (${variant})`;
};

export const datasetFlowText = (d: CustomsDataset, labels: DataLabels): string =>
  d.type === "SHIPMENTS_IMPORT" ? labels.imports : labels.exports;

/** The country-detail page of a country in a language. */
export const countryDetailHref = (locale: Locale, code: string): string =>
  `${routeById("countrydetail")?.paths[locale] ?? `${homePathOf(locale)}/countrydetail`}?country=${code}`;

/** The data-countries page of a language. */
export const dataCountriesHref = (locale: Locale): string =>
  routeById("datacountries")?.paths[locale] ?? `${homePathOf(locale)}/datacountries`;
