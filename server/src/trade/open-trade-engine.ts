// The trade data engine chosen once at start (config's tradeEngine): SQLite in its own file, or
// ClickHouse in-process or on a server. Every engine gives the same three parts behind the ports.

import type { TradeEngineConfig } from "../config.ts";
import { openDatabase } from "../sql/sqlite-database.ts";
import { type OpenedTradeEngine, openClickHouse } from "./clickhouse/open-clickhouse.ts";
import { TRADE_MIGRATIONS } from "./sqlite/migrations/index.ts";
import { sqliteFirmIdentity } from "./sqlite/sqlite-firm-identity.ts";
import { reindexGoodsText } from "./sqlite/sqlite-goods-reindex.ts";
import { type SqliteSinkOptions, sqliteImportSink } from "./sqlite/sqlite-import-sink.ts";
import { ensureQueryIndexes } from "./sqlite/sqlite-query-indexes.ts";
import { type SqliteStoreOptions, sqliteTradeStore } from "./sqlite/sqlite-trade-store.ts";
import { sqliteTradeTotals } from "./sqlite/sqlite-trade-totals.ts";

export type { OpenedTradeEngine };

export const openSqliteTrade = (
  file: string,
  options: SqliteStoreOptions & SqliteSinkOptions = {},
): OpenedTradeEngine => {
  const db = openDatabase(file, { migrations: TRADE_MIGRATIONS, synchronous: "NORMAL" });
  // A page cache of up to 512 MiB (SQLite's default is 2 MiB: every index insert of a load went to
  // the file), and a checkpoint every 10,000 pages rather than 1,000 (measured at 250k bills: the
  // load from 31 s to 20 s with the rollups' one pass).
  db.exec("PRAGMA cache_size = -524288; PRAGMA wal_autocheckpoint = 10000");
  ensureQueryIndexes(db);
  reindexGoodsText(db);
  const sink = sqliteImportSink(db, options);
  return {
    store: sqliteTradeStore(db, options),
    totals: sqliteTradeTotals(db),
    sink,
    identity: sqliteFirmIdentity(db, sink),
    close: async () => db.close(),
  };
};

export const openTradeEngine = async (
  engine: TradeEngineConfig,
  sqliteFile: string,
): Promise<OpenedTradeEngine> => {
  if (engine.kind === "sqlite") return openSqliteTrade(sqliteFile);
  if (engine.kind === "chdb") return openClickHouse({ kind: "chdb", dir: engine.dir }, engine.database);
  return openClickHouse({ kind: "http", url: engine.url }, engine.database);
};
