// The owned data sets of an ownership code grouped by continent (the console dashboard's list).
import { CUSTOMS_DATASETS } from "./customs-catalogue.ts";
import { type AnyDataset, CONTINENTS, type Continent } from "./dataset-types.ts";
import { ownedFlags } from "./ownership-bits.ts";
import { SHIP_DATASETS, TRANSIT_DATASETS } from "./ship-transit-catalogue.ts";

export interface ContinentGroup {
  readonly continent: Continent;
  /** Message id of the continent's name. */
  readonly label: `datasets.continent.${Continent}`;
  readonly datasets: readonly AnyDataset[];
}

/**
 * Owned data sets by continent, continents in catalogue order and empty ones left out; within a
 * continent customs data sets come first (catalogue order), then ship data, then transit data.
 * Owning ship data lists every ship country. An invalid code owns nothing.
 */
export const ownedDatasetsByContinent = (bits: unknown): readonly ContinentGroup[] => {
  const flags = ownedFlags(bits);
  const owned: readonly AnyDataset[] = [
    ...CUSTOMS_DATASETS.filter((d) => flags.customs[d.value] === true),
    ...(flags.ship ? SHIP_DATASETS : []),
    ...(flags.transit ? TRANSIT_DATASETS : []),
  ];
  return CONTINENTS.map((continent) => ({
    continent,
    label: `datasets.continent.${continent}` as const,
    datasets: owned.filter((d) => d.continent === continent),
  })).filter((group) => group.datasets.length > 0);
};
