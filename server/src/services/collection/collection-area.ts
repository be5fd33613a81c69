// The collection area (issue 15): "My collection", tracked companies, recent searches and the
// dashboard's data sets, over the accounts' SQLite file, with what the trade area records into it.
import type { AppDeps } from "../../app-deps.ts";
import { sqliteCollection } from "../../storage/sqlite/collection.ts";
import { sqliteRecentSearches } from "../../storage/sqlite/recent-searches.ts";
import { sqliteTracking } from "../../storage/sqlite/tracked-items.ts";
import type { TradeTotals } from "../../trade/trade-totals-port.ts";
import type { EntitlementsOfAccount } from "../auth/auth-area.ts";
import { type CollectionHandlers, collectionHandlers } from "./collection-handlers.ts";
import { datasetCoverageHandler } from "./dataset-coverage.ts";
import { searchRecorder, type TrackingHandlers, trackingHandlers } from "./tracking-handlers.ts";

export interface CollectionArea {
  readonly handlers: CollectionHandlers &
    TrackingHandlers & { datasetCoverage: ReturnType<typeof datasetCoverageHandler> };
  /** Given to the trade search handler: records the console's searches. */
  readonly recordSearch: ReturnType<typeof searchRecorder>;
}

export const createCollectionArea = (
  deps: Pick<AppDeps, "db" | "log">,
  trade: { readonly totals: TradeTotals; readonly entitlements: EntitlementsOfAccount },
): CollectionArea => {
  const searches = sqliteRecentSearches(deps.db);
  return {
    handlers: {
      ...collectionHandlers(sqliteCollection(deps.db)),
      ...trackingHandlers(sqliteTracking(deps.db), searches),
      datasetCoverage: datasetCoverageHandler(trade.totals, trade.entitlements),
    },
    recordSearch: searchRecorder(searches, deps.log),
  };
};
