// How many demo records each customs data source gets and the dates it covers: bigger trading
// countries get more records; sources start and lag a little differently, as real feeds do.

import type { CustomsDataset } from "@portolan/core";

/**
 * What the generator needs of a data set: a customs one, or ship or transit data under its trade
 * code (SHIP_US, TRANSIT_EURASIAN; ship-transit-seed.ts, D337), in the shape of its kind.
 */
export type SeedDataset = Pick<
  CustomsDataset,
  "type" | "country" | "kind" | "variant" | "importer" | "exporter" | "hscode" | "description"
> & { readonly value: string };

import type { Prng } from "./prng.ts";

export const DAY_MS = 86_400_000;
/** Demo records cover this many days before the reference date (three years). */
export const COVERAGE_DAYS = 3 * 365;

// biome-ignore format: a table
const COUNTRY_WEIGHT: Readonly<Record<string, number>> = {
  US: 8, MX: 3, IN: 3.5, VN: 3, RU: 2.5, BR: 2.5, TR: 2.5, ID: 2, UA: 1.5, PK: 1.5, BD: 1.5, CO: 1.5, CL: 1.5,
  PE: 1.5, AR: 1.5, PH: 1.5, KZ: 1.2, GB: 2, TW: 2, EC: 1.2, NG: 1.2, KE: 1.2,
};

export interface DatasetPlan {
  readonly dataset: SeedDataset;
  readonly records: number;
  /** First and last day covered, epoch ms at UTC midnight. */
  readonly startDay: number;
  readonly endDay: number;
}

/** Every source gets at least this many records, so each has a date range and figures. */
export const MIN_RECORDS_PER_SOURCE = 30;

const weightOf = (d: SeedDataset): number => {
  if (d.value.includes("_GLOBAL_")) return 10;
  if (d.value.includes("_SILKROAD_")) return 2;
  const base = d.country === null ? 1 : (COUNTRY_WEIGHT[d.country] ?? 1);
  const variant = d.variant === "AIR" || d.variant === "FTZ" ? 0.4 : 1;
  return base * variant;
};

/**
 * Splits `total` records over the sources (each at least the minimum; more in all when `total` is
 * below the minimums) and draws their ranges.
 */
export const planDatasets = (
  rng: Prng,
  datasets: readonly SeedDataset[],
  total: number,
  referenceDay: number,
  minimum: number = MIN_RECORDS_PER_SOURCE,
): DatasetPlan[] => {
  const weights = datasets.map(weightOf);
  const sum = weights.reduce((a, b) => a + b, 0);
  const spare = Math.max(0, total - minimum * datasets.length);
  const firstDay = referenceDay - (COVERAGE_DAYS - 1) * DAY_MS;
  const shares = weights.map((w) => Math.floor((spare * w) / sum));
  // What rounding down leaves over goes to the first source, so the total is exact.
  const leftOver = spare - shares.reduce((a, b) => a + b, 0);
  return datasets.map((dataset, i) => {
    const startsLate = rng.chance(0.2) ? rng.int(30, 300) : 0;
    const lag = rng.int(0, 45);
    return {
      dataset,
      records: minimum + (shares[i] as number) + (i === 0 ? leftOver : 0),
      startDay: firstDay + startsLate * DAY_MS,
      endDay: referenceDay - lag * DAY_MS,
    };
  });
};
