// The provider's side of D354 as server.ts wires it: a fresh token, the operator calls on the trade
// engine the app opened, the serving file written once the provider listens and removed first
// thing when it stops (a provider killed leaves it; the import command finds it stale).

import type { AppDeps } from "../app-deps.ts";
import type { TradeArea } from "../trade/trade-area.ts";
import { createOperatorCalls, type OperatorCalls } from "./operator-calls.ts";
import { localUrlOf, removeServingFile, writeServingFile } from "./serving-file.ts";

/** 32 random bytes: the operator calls are reachable wherever the provider listens. */
const TOKEN_BYTES = 32;

export interface ProviderServing {
  readonly route: OperatorCalls["route"];
  /** Writes the serving file, once the provider listens on `port`. */
  readonly announce: (port: number) => void;
  /** Removes the serving file if it is still this provider's. */
  readonly withdraw: () => void;
}

export const providerServing = (
  deps: Pick<AppDeps, "config" | "random" | "log" | "clock">,
  trade: TradeArea,
): ProviderServing => {
  const { config, log } = deps;
  const token = deps.random.token(TOKEN_BYTES);
  const calls = createOperatorCalls({
    config,
    token,
    log,
    now: () => deps.clock.now(),
    engine: async () => ({
      sink: await trade.sink(),
      store: trade.store,
      totals: trade.totals,
      identity: trade.identity,
    }),
  });
  return {
    route: calls.route,
    announce: (port) => {
      try {
        writeServingFile(config.dataDir, {
          url: localUrlOf(config.host, port),
          token,
          pid: process.pid,
          startedAt: deps.clock.now(),
        });
      } catch (error) {
        // The provider serves all the same; an import beside it then loads by itself (SQLite) or is
        // refused by chdb's lock with a message saying why.
        log.error(`the serving file could not be written in ${config.dataDir}`, error);
      }
    },
    withdraw: () => {
      try {
        removeServingFile(config.dataDir, token);
      } catch (error) {
        log.error("the serving file could not be removed", error);
      }
    },
  };
};
