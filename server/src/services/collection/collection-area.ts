// The collection area (issue 15): "My collection", tracked companies, recent searches and the
// dashboard's data sets, over the account storage, with what the trade area records into it.

import type { EntitlementsOfAccount } from "../../accounts/teams/entitlements-port.ts";
import type { AppDeps } from "../../app-deps.ts";
import type { TradeTotals } from "../../trade/trade-totals-port.ts";
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
  deps: Pick<AppDeps, "storage" | "log">,
  trade: { readonly totals: TradeTotals; readonly entitlements: EntitlementsOfAccount },
): CollectionArea => {
  const searches = deps.storage.recentSearches;
  return {
    handlers: {
      ...collectionHandlers(deps.storage.collection),
      ...trackingHandlers(deps.storage.tracking, searches),
      datasetCoverage: datasetCoverageHandler(trade.totals, trade.entitlements),
    },
    recordSearch: searchRecorder(searches, deps.log),
  };
};
