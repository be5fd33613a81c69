// Opens the ClickHouse trade store: the executor (in-process on a directory, or a server over
// HTTP), its tables created if missing, and the store's parts on them.

import type { FirmIdentity } from "../firm-identity-port.ts";
import type { TradeImportSink } from "../trade-import-port.ts";
import type { TradeStore } from "../trade-store-port.ts";
import type { TradeTotals } from "../trade-totals-port.ts";
import { chdbExecutor } from "./chdb-executor.ts";
import { partitionBillsByMonth } from "./clickhouse-bills-by-month.ts";
import { upgradeDerived } from "./clickhouse-derived-upgrade.ts";
import { clickhouseFirmIdentity } from "./clickhouse-firm-identity.ts";
import { ensureFirmLinks } from "./clickhouse-firm-links.ts";
import { ensureFirmSides } from "./clickhouse-firm-sides.ts";
import { clickhouseImportSink } from "./clickhouse-import-sink.ts";
import { isDatabaseName, schemaStatements } from "./clickhouse-schema.ts";
import { clickhouseTradeStore, clickhouseTradeTotals } from "./clickhouse-trade-store.ts";
import type { ClickHouseExecutor } from "./executor.ts";
import { httpExecutor } from "./http-executor.ts";

export interface OpenedTradeEngine {
  readonly store: TradeStore;
  readonly totals: TradeTotals;
  readonly sink: TradeImportSink;
  readonly identity: FirmIdentity;
  readonly close: () => Promise<void>;
}

export type ClickHouseTarget =
  | { readonly kind: "chdb"; readonly dir: string }
  | { readonly kind: "http"; readonly url: string };

export const openClickHouse = async (
  target: ClickHouseTarget,
  database: string,
): Promise<OpenedTradeEngine> =>
  openClickHouseOn(target.kind === "chdb" ? chdbExecutor(target.dir) : httpExecutor(target.url), database);

/** The engine over an executor already made (the tests pass the official client on the embedded engine). */
export const openClickHouseOn = async (
  ch: ClickHouseExecutor,
  database: string,
): Promise<OpenedTradeEngine> => {
  if (!isDatabaseName(database)) throw new Error(`not a ClickHouse database name: ${database}`);
  for (const statement of schemaStatements(database)) await ch.run(statement);
  await partitionBillsByMonth(ch, database);
  // A store loaded before the search words gets their derived data now, not at its next load (D347).
  await upgradeDerived(ch, database);
  await ensureFirmSides(ch, database, await ensureFirmLinks(ch, database));
  const sink = clickhouseImportSink(ch, database);
  return {
    store: clickhouseTradeStore(ch, database),
    totals: clickhouseTradeTotals(ch, database),
    sink,
    identity: clickhouseFirmIdentity(ch, database, sink),
    close: () => ch.close(),
  };
};
