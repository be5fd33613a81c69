// The importer killed mid-load, for the kill -9 tests of both engines: the release files they load
// (enough for several of a sink's batches, so that kills land between and inside them), the real
// import command in its own process, and a loop that kills it once its store shows progress.

import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import {
  DEFAULT_GENERATOR_OPTIONS,
  generateShipments,
  mulberry32,
  referenceTables,
  writeDemoReleases,
} from "@portolan/server";

const CLI = join(import.meta.dirname, "..", "..", "..", "server", "src", "cli", "import.ts");

/** Records in the release files: several of SQLite's 50,000-shipment transactions, two ClickHouse batches. */
export const CRASH_RECORDS = 120_000;

/** Writes the release files under `root` and gives their folder. */
export const writeCrashReleases = (root: string): string => {
  const files = join(root, "releases");
  writeDemoReleases(
    files,
    generateShipments(referenceTables(), { ...DEFAULT_GENERATOR_OPTIONS, records: CRASH_RECORDS }),
    mulberry32(5),
  );
  return files;
};

export interface ImportRun {
  readonly child: ChildProcess;
  readonly done: Promise<number | null>;
}

/** The import command on `files`, with the provider's settings in `env`. */
export const runImport = (files: string, env: Readonly<Record<string, string>>): ImportRun => {
  // Its alerts' mails link to a public origin, which the importer needs outside demo mode (D338).
  const origin = { PORTOLAN_PUBLIC_ORIGIN: "https://data.example.test" };
  const child = spawn(process.execPath, [CLI, files], {
    env: { ...process.env, ...origin, ...env },
    stdio: "ignore",
  });
  return { child, done: new Promise((resolve) => child.on("exit", (code) => resolve(code))) };
};

/**
 * Starts the import three times and kills each with SIGKILL once `progress` (read from the store
 * while it loads) has gone `step(attempt)` past where that run started. Gives how many were killed
 * (a run that finished first was not).
 */
export const killMidLoad = async (
  start: () => ImportRun,
  progress: () => number,
  step: (attempt: number) => number,
): Promise<number> => {
  let kills = 0;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const before = progress();
    const { child, done } = start();
    while (progress() < before + step(attempt) && child.exitCode === null)
      await new Promise((r) => setTimeout(r, 20));
    if (child.exitCode === null) {
      child.kill("SIGKILL");
      kills += 1;
    }
    await done;
  }
  return kills;
};
