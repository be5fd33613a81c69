// Which countries the customs catalogue covers, and by which data sets: a country's own, and the
// silk-road group's for a member. The public site's country pages are built on it (one page per
// covered country, spec §2.3 countrydetail?country=).
import { countryByCode } from "./countries.ts";
import { CUSTOMS_DATASETS, SILK_ROAD_MEMBERS } from "./customs-catalogue.ts";
import type { CustomsDataset } from "./dataset-types.ts";

const groupToken = (d: CustomsDataset): string => d.value.split("_").slice(1, -2).join("_");

/** Whether a data set is the silk-road group's. */
export const isSilkRoadDataset = (d: CustomsDataset): boolean =>
  d.country === null && groupToken(d) === "SILKROAD";

/** The data sets that cover a country code (upper case): its own, and the silk-road group's for a member. */
export const datasetsOfCountry = (code: string): readonly CustomsDataset[] =>
  CUSTOMS_DATASETS.filter(
    (d) => d.country === code || (isSilkRoadDataset(d) && SILK_ROAD_MEMBERS.some((m) => m === code)),
  );

/** Every country some data set covers, in catalogue order then the silk-road members. */
export const COVERED_COUNTRIES: readonly string[] = [
  ...new Set<string>([
    ...CUSTOMS_DATASETS.flatMap((d) => (d.country === null ? [] : [d.country])),
    ...SILK_ROAD_MEMBERS,
  ]),
].filter((code) => countryByCode(code) !== undefined);

/**
 * How many countries the site says its data covers: the countries of the customs catalogue, the same
 * figure as the data-countries page's table and its live count (decision D190: not §1's "250+").
 */
export const DATA_COUNTRIES = COVERED_COUNTRIES.length;
