// The trade data engine in the provider (issue 14): the engine opened once at start, the demo data
// generated as release files and loaded through the importer on a first start, the figures the
// statistics calls read, and the store the search calls ask.

import { mkdirSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { expandPortCodes } from "@portolan/core";
import type { AppDeps } from "../app-deps.ts";
import { mulberry32 } from "../seed/prng.ts";
import { referenceTables } from "../seed/reference-tables.ts";
import { writeDemoReleases } from "../seed/release-writer.ts";
import { generateDemoData } from "../seed/ship-transit-seed.ts";
import type { GeneratorOptions } from "../seed/shipment-generator.ts";
import type { FirmIdentity } from "./firm-identity-port.ts";
import { followRetiredFirms } from "./follow-retired-firms.ts";
import { importReleases } from "./import/importer.ts";
import { type OpenedTradeEngine, openTradeEngine } from "./open-trade-engine.ts";
import { withPortAliases } from "./port-names-aliases.ts";
import { portCatalogue } from "./port-names-catalogue.ts";
import type { TradeImportSink } from "./trade-import-port.ts";
import type { TradeStore } from "./trade-store-port.ts";
import type { TradeTotals } from "./trade-totals-port.ts";

export interface TradeArea {
  readonly store: TradeStore;
  /** Firm ids that moved, what joined a firm's spellings, and the operators' rules (issue 30). */
  readonly identity: FirmIdentity;
  /** On an empty store: writes the demo releases under the data directory and imports them. */
  readonly seed: () => Promise<void>;
  readonly totals: TradeTotals;
  /** The open engine's import sink: a load the provider runs for the import command (D354). */
  readonly sink: () => Promise<TradeImportSink>;
  readonly close: () => Promise<void>;
}

/** Where the demo releases are written, inside the data directory: files an operator can read. */
export const demoReleaseDir = (dataDir: string) => join(dataDir, "demo-releases");

/** A port whose every call waits for the engine to be open (ClickHouse opens asynchronously). */
const whenOpen = <P extends object>(
  engine: Promise<OpenedTradeEngine>,
  part: (e: OpenedTradeEngine) => P,
): P =>
  new Proxy({} as P, {
    get:
      (_target, name) =>
      async (...args: unknown[]) => {
        const port = part(await engine) as Record<string | symbol, (...a: unknown[]) => unknown>;
        return port[name]?.(...args);
      },
  });

export const createTradeArea = (deps: AppDeps, generator: GeneratorOptions): TradeArea => {
  const engine = openTradeEngine(deps.config.tradeEngine, deps.config.tradeDatabaseFile);
  // A failure to open surfaces on the first call (seed, at start) rather than as an unhandled rejection.
  engine.catch(() => {});
  const totals = whenOpen(engine, (e) => e.totals);
  const identity = whenOpen(engine, (e) => e.identity);
  return {
    // A port filter finds the bills under every code of the port (D317), on either engine.
    store: withPortAliases(
      whenOpen(engine, (e) => e.store),
      (codes) => expandPortCodes(portCatalogue(), codes),
    ),
    identity: {
      // Named one by one: the port waiting for the engine is a Proxy, with no keys of its own to spread.
      redirectOf: (id) => identity.redirectOf(id),
      evidence: (id) => identity.evidence(id),
      rules: () => identity.rules(),
      addRule: (rule) => identity.addRule(rule),
      removeRule: (id) => identity.removeRule(id),
      // A resolution asked for (an operator's rule) may retire firm ids: the accounts' items follow.
      resolveAgain: async () => {
        await identity.resolveAgain();
        await followRetiredFirms(deps.storage.firmReferences, identity);
      },
    },
    totals,
    sink: async () => (await engine).sink,
    seed: async () => {
      const { sink } = await engine;
      if (!(await totals.isEmpty())) return;
      // Every data set a package can grant, ship and transit data too (issue 31 item 9).
      const data = generateDemoData(referenceTables(), generator);
      // Written apart first: two processes starting on one data directory never read each other's
      // half-written files; the first to finish keeps its folder as demo-releases.
      mkdirSync(deps.config.dataDir, { recursive: true });
      const dir = mkdtempSync(join(deps.config.dataDir, "demo-releases-"));
      // A second seed of its own (the generator's is spent): the spellings, amendments and house
      // bills the files add are as fixed as the shipments.
      const written = writeDemoReleases(dir, data, mulberry32(generator.seed ^ 0x5eed));
      const report = await importReleases([dir], sink, { now: () => deps.clock.now() });
      try {
        renameSync(dir, demoReleaseDir(deps.config.dataDir));
      } catch {
        rmSync(dir, { recursive: true, force: true });
      }
      deps.log.info(
        `trade data: ${report.shipmentsAdded} bills and declarations from ${written.files} demo release files, ${report.companies?.companies ?? 0} firms`,
      );
      if (report.skipped.length > 0)
        deps.log.error(`trade data: the demo releases had ${report.skipped.length} rows skipped`);
    },
    close: async () => (await engine).close(),
  };
};
