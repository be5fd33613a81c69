// Which engine a test's provider keeps its accounts on. The test command runs the account calls'
// HTTP tests twice (vitest.config.ts, project "postgres"): with PORTOLAN_TEST_ACCOUNTS=postgres each
// provider gets a fresh database on the run's PostgreSQL; otherwise its SQLite file, as in production's
// default.
import { createPostgresDatabase } from "./postgres-cluster.ts";

export const testAccountsOnPostgres = (): boolean => process.env.PORTOLAN_TEST_ACCOUNTS === "postgres";

/** The environment that puts a test provider's accounts on the run's engine ({} for SQLite). */
export const testAccountsEnv = async (): Promise<Record<string, string>> => {
  if (!testAccountsOnPostgres()) return {};
  // Only inside a vitest run (where the global setup started PostgreSQL); loaded then, not before.
  const { inject } = await import("vitest");
  const cluster = (inject as (key: string) => unknown)("postgresUrl");
  if (typeof cluster !== "string")
    throw new Error("the test run started no PostgreSQL (vitest.config.ts globalSetup)");
  return { PORTOLAN_DATABASE_URL: await createPostgresDatabase(cluster) };
};
