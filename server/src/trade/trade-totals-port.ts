// The trade store's figures the public statistics show (issue 14; spec §7 statistics calls): how
// many shipments each data set holds per reporting country, and over which days; how many firms.

export interface DatasetCountryTotal {
  readonly dataset: string;
  /** The reporting country, or null for a set that spans countries (the global bill set). */
  readonly country: string | null;
  readonly records: number;
  /** yyyy-MM-dd. */
  readonly firstDay: string;
  readonly lastDay: string;
}

export interface TradeTotals {
  readonly byDatasetAndCountry: () => Promise<readonly DatasetCountryTotal[]>;
  /** Firms named as importer or exporter on the shipments (after entity resolution). */
  readonly companies: () => Promise<number>;
  /** True when no release was ever loaded. */
  readonly isEmpty: () => Promise<boolean>;
  /** The highest bill id in the store (ids are given in load order, D230); 0 when empty. */
  readonly lastShipmentId: () => Promise<number>;
}
