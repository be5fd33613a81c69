// The accounts' one opener, the counterpart of openTradeEngine: the only place that names the
// engine. SQLite (the embedded default) or PostgreSQL (PORTOLAN_DATABASE_URL; several providers
// share it), migrated, with every store built over it.

import type { AccountStorageConfig } from "../config.ts";
import { connectPostgres, postgresClient } from "../sql/postgres-client.ts";
import { migratePostgres } from "../sql/postgres-migrate.ts";
import { sqliteClient } from "../sql/sqlite-client.ts";
import { openDatabase } from "../sql/sqlite-database.ts";
import { type AccountStorage, accountStores } from "./account-stores.ts";
import { ACCOUNT_MIGRATIONS } from "./migrations/index.ts";

export interface OpenedAccountStorage extends AccountStorage {
  readonly close: () => Promise<void>;
}

export interface OpenAccountOptions {
  /** When the migrations are recorded as applied (the caller's clock). */
  readonly now?: number;
}

/** The embedded engine alone, at once (SQLite opens synchronously). */
export const openSqliteAccountStorage = (file: string): OpenedAccountStorage => {
  const db = openDatabase(file, { migrations: ACCOUNT_MIGRATIONS.map((m) => ({ id: m.id, sql: m.sqlite })) });
  const sql = sqliteClient(db);
  return { ...accountStores(sql), close: sql.close };
};

export const openAccountStorage = async (
  config: AccountStorageConfig,
  options: OpenAccountOptions = {},
): Promise<OpenedAccountStorage> => {
  if (config.kind === "sqlite") return openSqliteAccountStorage(config.file);
  const driver = connectPostgres(config.url);
  await migratePostgres(
    driver,
    ACCOUNT_MIGRATIONS.map((m) => ({ id: m.id, sql: m.postgres })),
    options.now ?? 0,
  );
  const sql = postgresClient(driver);
  return { ...accountStores(sql), close: sql.close };
};
