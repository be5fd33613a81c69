// The setups the load benchmark compares side by side (issue 32). A setup starts its providers and
// gives their base URLs; a target's load is spread over every URL of the setup (one address per
// provider, or the one address of a proxy in front of several). Adding a setup is adding a function
// here.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createPostgresDatabase, startPostgresCluster } from "@portolan/server";
import { type ProviderProcess, startProviderProcess } from "../../src/support/provider-process.ts";

export interface RunningSetup {
  /** The providers' base URLs (or the one URL in front of them). */
  readonly urls: readonly string[];
  readonly stop: () => Promise<void>;
}

export interface SetupOptions {
  /** The built UI the providers serve (PORTOLAN_UI_DIR). */
  readonly uiDir: string;
  /** Extra environment for every provider process (e.g. NODE_OPTIONS for a CPU profile). */
  readonly env: Readonly<Record<string, string>>;
}

export interface Setup {
  readonly name: string;
  readonly start: (options: SetupOptions) => Promise<RunningSetup>;
}

const STARTUP_MS = 180_000;

/** The embedded default: one provider process on its own SQLite files. */
const sqliteOneProvider: Setup = {
  name: "SQLite, one provider",
  start: async ({ uiDir, env }) => {
    const dataDir = mkdtempSync(join(tmpdir(), "portolan-bench-load-"));
    // The first start seeds the demo data: on a busy machine that takes well over 30 s.
    const provider = await startProviderProcess(dataDir, { ...env, PORTOLAN_UI_DIR: uiDir }, STARTUP_MS);
    return {
      urls: [provider.url],
      stop: async () => {
        await provider.kill("SIGTERM");
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  },
};

/**
 * Accounts on PostgreSQL (a fresh cluster with production's durability), `count` providers sharing
 * it and one data folder, started one after another (the first seeds the demo data). The load is
 * spread over the providers' addresses, as a proxy in front of them would spread it.
 */
const postgresProviders = (count: number): Setup => ({
  name: count === 1 ? "PostgreSQL, one provider" : `PostgreSQL, ${count} providers`,
  start: async ({ uiDir, env }) => {
    const cluster = await startPostgresCluster({ durable: true });
    const url = await createPostgresDatabase(cluster.url);
    const dataDir = mkdtempSync(join(tmpdir(), "portolan-bench-load-pg-"));
    const providers: ProviderProcess[] = [];
    for (let i = 0; i < count; i += 1)
      providers.push(
        await startProviderProcess(
          dataDir,
          { ...env, PORTOLAN_UI_DIR: uiDir, PORTOLAN_DATABASE_URL: url },
          STARTUP_MS,
        ),
      );
    return {
      urls: providers.map((p) => p.url),
      stop: async () => {
        for (const p of providers) await p.kill("SIGTERM");
        await cluster.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  },
});

export const SETUPS: readonly Setup[] = [sqliteOneProvider, postgresProviders(1), postgresProviders(2)];
