// The shapes of the data-set catalogue (spec §3 Dataset entry, §5 Dataset rules).

export const DATASET_TYPES = ["SHIPMENTS_IMPORT", "SHIPMENTS_EXPORT"] as const;
export type DatasetType = (typeof DATASET_TYPES)[number];

/** Continents in the order the catalogue and the dashboard show them. */
export const CONTINENTS = [
  "NORTH_AMERICA",
  "SOUTH_AMERICA",
  "EUROPE",
  "ASIA",
  "AFRICA",
  "OCEANIA",
  "OTHERS",
] as const;
export type Continent = (typeof CONTINENTS)[number];

/** The three categories of data the ownership checks cover (spec §5): customs, ship and transit. */
export const DATASET_CATEGORY = { CUSTOMS: 1, TRANSIT: 59, SHIP: 60 } as const;
export type DatasetCategory = (typeof DATASET_CATEGORY)[keyof typeof DATASET_CATEGORY];

/** The search roles a data set can support. */
export type SearchRole = "importer" | "exporter";

/** Which search fields a data set supports. */
export interface DatasetFlags {
  readonly exporter: boolean;
  readonly importer: boolean;
  readonly hscode: boolean;
  readonly description: boolean;
}

/**
 * Kind of source (decision "Dataset code kinds"): CD customs declarations, BL bills of lading
 * (carrier manifests, no HS code), ED enterprise data (customs lists of traders with the HS codes
 * they traded, no counterpart and no goods text).
 */
export type SourceKind = "CD" | "BL" | "ED";
/** DEF the whole source; SEA or AIR one transport mode; ALL every mode merged; FTZ a free-trade zone. */
export type SourceVariant = "DEF" | "SEA" | "AIR" | "ALL" | "FTZ";
export type Direction = "IMP" | "EXP";
export type CustomsCode = `${Direction}_${string}_${SourceKind}_${SourceVariant}`;

export interface CustomsDataset extends DatasetFlags {
  readonly category: typeof DATASET_CATEGORY.CUSTOMS;
  readonly type: DatasetType;
  /** Message id of the label. */
  readonly name: string;
  readonly value: CustomsCode;
  readonly continent: Continent;
  /** ISO 3166 alpha-2 of the reporting country; null for a multi-country group. */
  readonly country: string | null;
  readonly kind: SourceKind;
  readonly variant: SourceVariant;
}

export interface ShipDataset extends DatasetFlags {
  readonly category: typeof DATASET_CATEGORY.SHIP;
  readonly name: string;
  /** ISO 3166 alpha-2 of the country. */
  readonly value: string;
  readonly continent: Continent;
}

export interface TransitDataset extends DatasetFlags {
  readonly category: typeof DATASET_CATEGORY.TRANSIT;
  readonly name: string;
  readonly value: string;
  readonly continent: Continent;
}

export type AnyDataset = CustomsDataset | ShipDataset | TransitDataset;
