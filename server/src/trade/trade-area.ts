// The trade data engine in the provider (issue 14): its store opened once at start, the demo data
// generated as release files and loaded through the importer on a first start, and the figures the
// statistics calls read. The search calls join it next.

import { mkdirSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { AppDeps } from "../app-deps.ts";
import { mulberry32 } from "../seed/prng.ts";
import { referenceTables } from "../seed/reference-tables.ts";
import { writeDemoReleases } from "../seed/release-writer.ts";
import { type GeneratorOptions, generateShipments } from "../seed/shipment-generator.ts";
import { openDatabase } from "../storage/sqlite/database.ts";
import { importReleases } from "./import/importer.ts";
import { TRADE_MIGRATIONS } from "./sqlite/migrations/index.ts";
import { sqliteImportSink } from "./sqlite/sqlite-import-sink.ts";
import { sqliteTradeStore } from "./sqlite/sqlite-trade-store.ts";
import { sqliteTradeTotals } from "./sqlite/sqlite-trade-totals.ts";
import type { TradeStore } from "./trade-store-port.ts";
import type { TradeTotals } from "./trade-totals-port.ts";

export interface TradeArea {
  readonly store: TradeStore;
  /** On an empty store: writes the demo releases under the data directory and imports them. */
  readonly seed: () => Promise<void>;
  readonly totals: TradeTotals;
  readonly close: () => void;
}

/** Where the demo releases are written, inside the data directory: files an operator can read. */
export const demoReleaseDir = (dataDir: string) => join(dataDir, "demo-releases");

export const createTradeArea = (deps: AppDeps, generator: GeneratorOptions): TradeArea => {
  const db = openDatabase(deps.config.tradeDatabaseFile, {
    migrations: TRADE_MIGRATIONS,
    synchronous: "NORMAL",
  });
  const totals = sqliteTradeTotals(db);
  return {
    store: sqliteTradeStore(db),
    totals,
    seed: async () => {
      if (!(await totals.isEmpty())) return;
      const data = generateShipments(referenceTables(), generator);
      // Written apart first: two processes starting on one data directory never read each other's
      // half-written files; the first to finish keeps its folder as demo-releases.
      mkdirSync(deps.config.dataDir, { recursive: true });
      const dir = mkdtempSync(join(deps.config.dataDir, "demo-releases-"));
      // A second seed of its own (the generator's is spent): the spellings, amendments and house
      // bills the files add are as fixed as the shipments.
      const written = writeDemoReleases(dir, data, mulberry32(generator.seed ^ 0x5eed));
      const report = await importReleases([dir], sqliteImportSink(db), { now: () => deps.clock.now() });
      deps.log.info(
        `trade data: ${report.shipmentsAdded} bills and declarations from ${written.files} demo release files, ${report.companies?.companies ?? 0} firms`,
      );
      try {
        renameSync(dir, demoReleaseDir(deps.config.dataDir));
      } catch {
        rmSync(dir, { recursive: true, force: true });
      }
      if (report.skipped.length > 0)
        deps.log.error(`trade data: the demo releases had ${report.skipped.length} rows skipped`);
    },
    close: () => db.close(),
  };
};
