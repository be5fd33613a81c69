// Applies the migrations not yet recorded, in order, one transaction each. An advisory lock makes
// two providers starting together take turns; READ COMMITTED lets the second, once it holds the
// lock, see what the first recorded, and find the work done.

import type postgres from "postgres";

export interface PostgresMigration {
  readonly id: string;
  readonly sql: string;
}

/** Any constant shared by every process of the product: the lock's key. */
const MIGRATION_LOCK = 7_264_001;

export const migratePostgres = async (
  sql: postgres.Sql,
  migrations: readonly PostgresMigration[],
  now: number,
): Promise<string[]> => {
  await sql.begin(async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`;
    await tx`CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, applied_at BIGINT NOT NULL)`;
  });
  const applied: string[] = [];
  for (const migration of migrations) {
    try {
      const done = await sql.begin("isolation level read committed", async (tx) => {
        await tx`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`;
        const [row] = await tx`SELECT 1 AS done FROM schema_migrations WHERE id = ${migration.id}`;
        if (row !== undefined) return false;
        // Several statements in one text: the simple protocol takes them (there are no parameters).
        if (migration.sql.trim() !== "") await tx.unsafe(migration.sql).simple();
        await tx`INSERT INTO schema_migrations (id, applied_at) VALUES (${migration.id}, ${now})`;
        return true;
      });
      if (done) applied.push(migration.id);
    } catch (error) {
      throw new Error(`migration ${migration.id} failed: ${(error as Error).message}`);
    }
  }
  return applied;
};
