// The storage port of the reference area: writes the catalogue and reference tables once,
// and answers the figures of the statistics calls and the utilities list. No SQL here.

import type { DatasetRecord, HsCode, HsSection, UtilityRecord } from "./reference-records.ts";

export interface ReferenceSeed {
  readonly datasets: readonly DatasetRecord[];
  readonly hsSections: readonly HsSection[];
  readonly hsCodes: readonly HsCode[];
  readonly utilities: readonly UtilityRecord[];
}

/** Headline counts over the customs sources (category 1) and their records. */
export interface SiteTotals {
  readonly countries: number;
  readonly dataSources: number;
  readonly records: number;
  /** Distinct importers and exporters named on the records. */
  readonly companies: number;
  /** The newest record's day (epoch ms), or null without records. */
  readonly latestDate: number | null;
}

export interface CountryTotals {
  readonly country: string;
  /** Core's continent key. */
  readonly continent: string;
  readonly importRecords: number;
  readonly exportRecords: number;
  readonly latestDate: number | null;
  /** The customs sources covering the country, in catalogue order. */
  readonly dataSources: readonly string[];
}

export interface DataSourceTotals {
  readonly dataset: DatasetRecord;
  readonly records: number;
  readonly firstDate: number | null;
  readonly lastDate: number | null;
}

export interface UtilitiesPage {
  readonly rows: readonly UtilityRecord[];
  /** Rows of the list in all. */
  readonly total: number;
}

/**
 * A port by one of its codes (issue 31, D317): the code as asked, the port's name, its country, and
 * its place where a table gives one.
 */
export interface PortPlace {
  readonly code: string;
  /** The port's main UN/LOCODE (CNSGH and 57035 → CNSHA): one port, whichever code named it. */
  readonly mainCode: string;
  readonly name: string;
  readonly country: string | null;
  readonly latitude?: number;
  readonly longitude?: number;
}

/**
 * One data set's shipments in one reporting country, as the trade store counts them. Defined here,
 * where the statistics need it: the trade side gives these figures (its TradeTotals answers this
 * shape), so reference never imports trade.
 */
export interface RecordTotal {
  readonly dataset: string;
  /** The reporting country, or null for a set that spans countries (the global bill set). */
  readonly country: string | null;
  readonly records: number;
  /** yyyy-MM-dd. */
  readonly firstDay: string;
  readonly lastDay: string;
}

/** The trade store's figures the statistics show, passed in by the reference area. */
export interface RecordFigures {
  readonly byDatasetAndCountry: () => Promise<readonly RecordTotal[]>;
  /** Firms named as importer or exporter on the shipments. */
  readonly companies: () => Promise<number>;
}

/** The ports these codes name, by code as asked (the port tables each process loads, D317). */
export type PortLookup = (codes: readonly string[]) => Promise<ReadonlyMap<string, PortPlace>>;

export interface ReferenceStore {
  readonly isSeeded: () => Promise<boolean>;
  /** Writes everything in one transaction, unless the catalogue is already there; true when written. */
  readonly writeSeed: (seed: ReferenceSeed) => Promise<boolean>;
  readonly siteTotals: () => Promise<SiteTotals>;
  /** Every country a customs source covers, by country code. */
  readonly countryTotals: () => Promise<readonly CountryTotals[]>;
  /** A customs source (category 1) with its record figures; undefined for any other value. */
  readonly dataSourceTotals: (value: string) => Promise<DataSourceTotals | undefined>;
  /** The ports these codes name (any code a release carries), by code as asked; unknown codes are left out. */
  readonly portsByCode: PortLookup;
  /** Rows of one list by position (descending when `desc`), `limit` of them after `offset`. */
  readonly utilities: (
    listId: number,
    offset: number,
    limit: number,
    desc: boolean,
  ) => Promise<UtilitiesPage>;
}
