// What the shipment search screen offers a user (spec §3 shipment search kinds, §5 dataset rules):
// the customs data sets their package owns, grouped by continent and flow, each with the search kinds
// its flags allow. Ship and transit data are not searched by shipment.
import { CUSTOMS_DATASETS } from "../datasets/customs-catalogue.ts";
import {
  CONTINENTS,
  type Continent,
  type CustomsDataset,
  type DatasetType,
} from "../datasets/dataset-types.ts";
import { ownedFlags } from "../datasets/ownership-bits.ts";
import { SHIPMENT_SEARCH_KINDS, type ShipmentSearchKind, searchKindsOf } from "./search-kinds.ts";

export interface SearchableGroup {
  readonly continent: Continent;
  readonly type: DatasetType;
  readonly datasets: readonly CustomsDataset[];
}

/** Owned customs data sets by continent (catalogue order), imports before exports; empty groups left out. */
export const searchableDatasets = (bits: unknown): readonly SearchableGroup[] => {
  const owned = ownedFlags(bits).customs;
  const mine = CUSTOMS_DATASETS.filter((d) => owned[d.value] === true);
  return CONTINENTS.flatMap((continent) =>
    (["SHIPMENTS_IMPORT", "SHIPMENTS_EXPORT"] as const).map((type) => ({
      continent,
      type,
      datasets: mine.filter((d) => d.continent === continent && d.type === type),
    })),
  ).filter((g) => g.datasets.length > 0);
};

/** A customs data set of the catalogue, with whether the user's package owns it. */
export interface CatalogueEntry {
  readonly dataset: CustomsDataset;
  readonly owned: boolean;
}

export interface CatalogueGroup {
  readonly continent: Continent;
  readonly type: DatasetType;
  readonly datasets: readonly CatalogueEntry[];
}

/**
 * The whole customs catalogue grouped as searchableDatasets groups the owned ones (issue 15: the
 * data sets not owned are shown too, leading to the package page), each marked owned or not.
 */
export const customsCatalogueGroups = (bits: unknown): readonly CatalogueGroup[] => {
  const owned = ownedFlags(bits).customs;
  return CONTINENTS.flatMap((continent) =>
    (["SHIPMENTS_IMPORT", "SHIPMENTS_EXPORT"] as const).map((type) => ({
      continent,
      type,
      datasets: CUSTOMS_DATASETS.filter((d) => d.continent === continent && d.type === type).map(
        (dataset) => ({
          dataset,
          owned: owned[dataset.value] === true,
        }),
      ),
    })),
  ).filter((g) => g.datasets.length > 0);
};

/**
 * Whether each search kind can be used on the chosen data sets: a kind is offered only when every
 * chosen data set supports it (a search runs over all of them at once); with none chosen, none is.
 */
export const kindsForDatasets = (
  datasets: readonly CustomsDataset[],
): Readonly<Record<ShipmentSearchKind, boolean>> => {
  const allowed = (kind: ShipmentSearchKind) =>
    datasets.length > 0 && datasets.every((d) => searchKindsOf(d).includes(kind));
  return Object.fromEntries(SHIPMENT_SEARCH_KINDS.map((k) => [k, allowed(k)])) as Record<
    ShipmentSearchKind,
    boolean
  >;
};
