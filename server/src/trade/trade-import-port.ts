// What the importer needs of a trade store (issue 14 §1), whichever engine holds the data: write
// the shipments of a release (again and again with the same result), remember which releases are
// in, and group the parties' spellings into firms once the rows are in.

import type { TradeShipment } from "@portolan/core";

/** A shipment with its source's own tables for the bill detail (JSON), null for declarations. */
export interface ShipmentToStore extends TradeShipment {
  readonly detail: string | null;
  /** The consignee's and shipper's contact, packed (core's packContact): the resolver's evidence. */
  readonly importerContact?: string | null;
  readonly exporterContact?: string | null;
}

export interface ReleaseRecord {
  readonly release: string;
  readonly files: readonly string[];
  readonly rowsRead: number;
  readonly rowsLoaded: number;
  readonly rowsSkipped: number;
  readonly loadedAt: number;
}

export interface CompanyResolutionReport {
  readonly names: number;
  readonly companies: number;
  /** Links between spellings of different keys (each with its evidence in trade_firm_links). */
  readonly links: number;
  /** Firm ids retired by merges, each now pointing to the firm that holds its bills. */
  readonly retired: number;
}

export interface TradeImportSink {
  /** How many shipments one write takes best (a row store: thousands; a column store: 100,000). */
  readonly batchSize: number;
  /** True once every row of the release is in (a release cut off halfway is not). */
  readonly hasRelease: (release: string) => Promise<boolean>;
  /**
   * Inserts the shipments not yet stored and replaces those whose content changed (one transaction
   * per call), then marks which version of each shipment counts. Returns how many were new.
   */
  readonly writeShipments: (shipments: readonly ShipmentToStore[]) => Promise<number>;
  readonly recordRelease: (release: ReleaseRecord) => Promise<void>;
  /** Regroups every party spelling into firms (core's resolveForStore, under the operators' rules) and links the shipments. */
  readonly resolveCompanies: () => Promise<CompanyResolutionReport>;
  /**
   * Rewrites the figures per data set and reporting country from the shipments that count, and the
   * per-firm rollups on an engine that keeps them.
   */
  readonly refreshTotals: () => Promise<void>;
  /**
   * True while a load that recorded releases has not finished its firms and totals (a load cut off
   * after its last release): the next load finishes them even when it has no release to add.
   */
  readonly unfinished: () => Promise<boolean>;
}
