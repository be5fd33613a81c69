// Market analysis in the provider (issue 16): the statistics store opened once at start, the demo
// files written in the sources' own layouts and loaded through the importers on a first start (as
// the trade demo is), and the four calls.

import { mkdirSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { EntitlementsOfAccount } from "../accounts/teams/entitlements-port.ts";
import type { AppDeps } from "../app-deps.ts";
import type { Handlers } from "../http/handler.ts";
import { writeCnDemo } from "./demo/stats-demo-cn.ts";
import { FULL_STATS_DEMO, SMALL_STATS_DEMO } from "./demo/stats-demo-shape.ts";
import { writeUnDemo } from "./demo/stats-demo-un.ts";
import { importStatsFiles } from "./import/stats-importer.ts";
import { openStatsStore } from "./open-stats-store.ts";
import {
  statsBreakdownHandler,
  statsOptionsHandler,
  statsPartnersHandler,
  statsSummaryHandler,
} from "./stats-handlers.ts";
import { type StatsStore, statsStore } from "./stats-store.ts";

/** Where the demo statistics files are kept, inside the data directory: files an operator can read. */
export const demoStatsDir = (dataDir: string) => join(dataDir, "demo-stats");

export interface StatsArea {
  readonly store: StatsStore;
  readonly handlers: Pick<Handlers, "statsOptions" | "statsSummary" | "statsPartners" | "statsBreakdown">;
  readonly seed: () => Promise<void>;
  readonly close: () => void;
}

export const createStatsArea = (deps: AppDeps, entitlements: EntitlementsOfAccount): StatsArea => {
  const db = openStatsStore(deps.config.statsDatabaseFile);
  const store = statsStore(db);
  return {
    store,
    handlers: {
      statsOptions: statsOptionsHandler(store, entitlements),
      statsSummary: statsSummaryHandler(store, entitlements),
      statsPartners: statsPartnersHandler(store, entitlements),
      statsBreakdown: statsBreakdownHandler(store, entitlements),
    },
    seed: async () => {
      const scale = deps.config.demoStats;
      if (scale === "off" || db.prepare("SELECT 1 FROM stats_files LIMIT 1").get() !== undefined) return;
      const shape = scale === "full" ? FULL_STATS_DEMO : SMALL_STATS_DEMO;
      // Written apart first, as the trade demo is: two processes starting together never read each
      // other's half-written files; the first to finish keeps its folder.
      mkdirSync(deps.config.dataDir, { recursive: true });
      const dir = mkdtempSync(join(deps.config.dataDir, "demo-stats-"));
      mkdirSync(join(dir, "un"));
      mkdirSync(join(dir, "cn"));
      writeUnDemo(join(dir, "un"), shape);
      writeCnDemo(join(dir, "cn"), shape);
      const now = () => deps.clock.now();
      const un = await importStatsFiles(db, "un", [join(dir, "un")], now);
      const cn = await importStatsFiles(db, "cn", [join(dir, "cn")], now);
      try {
        renameSync(dir, demoStatsDir(deps.config.dataDir));
      } catch {
        rmSync(dir, { recursive: true, force: true });
      }
      deps.log.info(
        `trade statistics: ${un.rowsLoaded} UN Comtrade rows, ${cn.rowsLoaded} China customs rows`,
      );
      if (un.rejected.length + cn.rejected.length > 0)
        deps.log.error(
          `trade statistics: the demo files had ${un.rejected.length + cn.rejected.length} rows rejected`,
        );
    },
    close: () => db.close(),
  };
};
