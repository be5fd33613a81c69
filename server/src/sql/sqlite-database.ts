// One SQLite file under the data directory, opened in WAL mode and migrated on start.
// Durability (decision, docs/decisions.md "Storage"): synchronous=FULL, so an acknowledged order or
// payment survives a power cut as well as a crash; busy_timeout lets two processes share the file.

import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { type Migration, migrate } from "./sqlite-migrate.ts";

export type Db = DatabaseSync;

export interface OpenOptions {
  /** The store's own migrations (each opener names its list). */
  readonly migrations: readonly Migration[];
  /**
   * FULL (the default) for the accounts; the trade store takes NORMAL: in WAL mode a crash still
   * leaves it whole, a power cut may lose the last batches, and loading a release again restores
   * them (the importer is idempotent).
   */
  readonly synchronous?: "FULL" | "NORMAL";
}

export const openDatabase = (file: string, options: OpenOptions): Db => {
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const db = new DatabaseSync(file, { timeout: 10_000 });
  db.exec("PRAGMA journal_mode = WAL");
  db.exec(`PRAGMA synchronous = ${options.synchronous ?? "FULL"}`);
  db.exec("PRAGMA foreign_keys = ON");
  migrate(db, options.migrations);
  return db;
};

/** The one `?, ?, ?` helper, for the trade and statistics stores that import it from here. */
export { placeholders } from "./placeholders.ts";

/**
 * Runs `work` in one write transaction. IMMEDIATE takes the write lock up front, so two processes
 * never both read-then-write the same rows (rate limits, idempotency keys).
 */
export const inTransaction = <T>(db: Db, work: () => T): T => {
  db.exec("BEGIN IMMEDIATE");
  try {
    const result = work();
    db.exec("COMMIT");
    return result;
  } catch (error) {
    db.exec("ROLLBACK");
    throw error;
  }
};
