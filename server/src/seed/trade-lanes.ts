// Who trades with whom in the demo bills: the reporting country of a source, and its partner
// drawn from the world's big trading countries (never the reporting country itself).

import { SILK_ROAD_MEMBERS } from "@portolan/core";
import type { SeedDataset } from "./dataset-plan.ts";
import { type Prng, weightedPicker } from "./prng.ts";

// biome-ignore format: a table
const PARTNER_WEIGHTS: readonly (readonly [string, number])[] = [
  ["CN", 12], ["US", 6], ["DE", 4], ["IN", 3], ["JP", 3], ["KR", 3], ["VN", 2.5], ["IT", 2.5], ["TR", 2],
  ["NL", 2], ["TW", 2], ["ES", 1.5], ["FR", 1.5], ["GB", 1.5], ["BR", 1.5], ["MX", 1.5], ["TH", 1.5],
  ["MY", 1.5], ["ID", 1.5], ["AE", 1.5], ["BE", 1], ["CA", 1], ["SA", 1], ["RU", 1], ["SG", 1],
  ["PK", 0.8], ["BD", 0.8], ["CL", 0.8], ["AU", 0.8], ["EG", 0.5], ["NG", 0.5], ["PE", 0.5], ["CO", 0.5],
];

const pickPartner = weightedPicker(PARTNER_WEIGHTS, ([, w]) => w);

/** A partner country other than `not`. */
export const partnerOf = (rng: Prng, not: string | null): string => {
  for (;;) {
    const [code] = pickPartner(rng);
    if (code !== not) return code;
  }
};

export interface Lane {
  /** The reporting country of the record; null for the global set. */
  readonly country: string | null;
  readonly importerCountry: string;
  readonly exporterCountry: string;
}

export const drawLane = (rng: Prng, dataset: SeedDataset): Lane => {
  const country = dataset.value.includes("_SILKROAD_") ? rng.pick(SILK_ROAD_MEMBERS) : dataset.country;
  const home = country ?? partnerOf(rng, null);
  const partner = partnerOf(rng, home);
  return dataset.type === "SHIPMENTS_IMPORT"
    ? { country, importerCountry: home, exporterCountry: partner }
    : { country, importerCountry: partner, exporterCountry: home };
};
