// Applies the migrations not yet recorded, in order, each in its own transaction. Two processes
// starting together are serialised by the write lock; the second finds the work done.

import type { DatabaseSync } from "node:sqlite";

export interface Migration {
  /** Unique and ordered: "001-accounts". Never renamed once released. */
  readonly id: string;
  readonly sql: string;
}

export const migrate = (db: DatabaseSync, migrations: readonly Migration[]): string[] => {
  db.exec("CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)");
  const applied: string[] = [];
  for (const migration of migrations) {
    db.exec("BEGIN IMMEDIATE");
    try {
      const done = db.prepare("SELECT 1 FROM schema_migrations WHERE id = ?").get(migration.id);
      if (!done) {
        if (migration.sql.trim() !== "") db.exec(migration.sql);
        db.prepare("INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)").run(
          migration.id,
          Date.now(),
        );
        applied.push(migration.id);
      }
      db.exec("COMMIT");
    } catch (error) {
      db.exec("ROLLBACK");
      throw new Error(`migration ${migration.id} failed: ${(error as Error).message}`);
    }
  }
  return applied;
};
