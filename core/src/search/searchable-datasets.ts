// What the shipment search screen offers a user (spec §3 shipment search kinds, §5 dataset rules):
// the customs data sets their package owns, grouped by continent and flow, each with the search kinds
// its flags allow. Ship and transit data are searched too, under their trade codes (D337).
import { CUSTOMS_DATASETS } from "../datasets/customs-catalogue.ts";
import {
  type AnyDataset,
  CONTINENTS,
  type Continent,
  type CustomsDataset,
  type DatasetFlags,
  type DatasetType,
} from "../datasets/dataset-types.ts";
import { ownedFlags } from "../datasets/ownership-bits.ts";
import { SHIP_DATASETS, TRANSIT_DATASETS } from "../datasets/ship-transit-catalogue.ts";
import { tradeDatasetCode } from "../datasets/trade-dataset-codes.ts";
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

/** A data set of the catalogue, its code in a query (D337), and whether the user's package owns it. */
export interface CatalogueEntry {
  readonly dataset: AnyDataset;
  readonly code: string;
  readonly owned: boolean;
}

export interface CatalogueGroup {
  readonly continent: Continent;
  /** Customs imports or exports, ship data or transit data. */
  readonly type: DatasetType | "SHIP" | "TRANSIT";
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
          code: dataset.value,
          owned: owned[dataset.value] === true,
        }),
      ),
    })),
  ).filter((g) => g.datasets.length > 0);
};

/**
 * The whole catalogue a search can run over (issue 31 item 9, D337): the customs groups, then ship
 * data by continent, then transit data, each entry with its query code and whether it is owned.
 */
export const tradeCatalogueGroups = (bits: unknown): readonly CatalogueGroup[] => {
  const flags = ownedFlags(bits);
  const entry = (dataset: AnyDataset, owned: boolean): CatalogueEntry => ({
    dataset,
    code: tradeDatasetCode(dataset),
    owned,
  });
  const ship = CONTINENTS.map((continent) => ({
    continent,
    type: "SHIP" as const,
    datasets: SHIP_DATASETS.filter((d) => d.continent === continent).map((d) => entry(d, flags.ship)),
  })).filter((g) => g.datasets.length > 0);
  const transit = TRANSIT_DATASETS.map((d) => ({
    continent: d.continent,
    type: "TRANSIT" as const,
    datasets: [entry(d, flags.transit)],
  }));
  return [...customsCatalogueGroups(bits), ...ship, ...transit];
};

/**
 * Whether each search kind can be used on the chosen data sets: a kind is offered when some chosen
 * data set supports it (the search runs over those and names the rest, issue 31 item 4, D336); with
 * none chosen, none is.
 */
export const kindsForDatasets = (
  datasets: readonly DatasetFlags[],
): Readonly<Record<ShipmentSearchKind, boolean>> => {
  const allowed = (kind: ShipmentSearchKind) => datasets.some((d) => searchKindsOf(d).includes(kind));
  return Object.fromEntries(SHIPMENT_SEARCH_KINDS.map((k) => [k, allowed(k)])) as Record<
    ShipmentSearchKind,
    boolean
  >;
};
