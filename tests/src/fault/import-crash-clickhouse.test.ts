// kill -9 of the importer in the middle of a load into ClickHouse (in-process, chdb), repeated, then
// a load to the end: every row is in exactly once — the database equals one loaded in one go from
// the same files into the same data directory. The importer is the real command in its own process;
// this process opens the directory only once every importer has exited (chdb serves one directory
// per process, and one process at a time).

import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chdbExecutor } from "@portolan/server";
import { afterAll, describe, expect, it } from "vitest";
import { CRASH_RECORDS, killMidLoad, runImport, writeCrashReleases } from "./import-runs.ts";

const root = mkdtempSync(join(tmpdir(), "portolan-import-crash-ch-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Bytes under a folder: it grows as the importer writes parts. */
const sizeOf = (path: string): number => {
  try {
    const s = statSync(path);
    return s.isDirectory() ? readdirSync(path).reduce((n, e) => n + sizeOf(join(path, e)), 0) : s.size;
  } catch {
    return 0; // a part renamed or removed while it was walked
  }
};

describe("kill -9 during an import into ClickHouse", () => {
  it("loads every row exactly once after crashes and a restart", async () => {
    const files = writeCrashReleases(root);
    const dataDir = join(root, "data");
    const run = (database: string) =>
      runImport(files, {
        PORTOLAN_DATA_DIR: dataDir,
        PORTOLAN_TRADE_ENGINE: "chdb",
        PORTOLAN_CLICKHOUSE_DATABASE: database,
      });
    // Killed once it has written a few more megabytes, mid-load.
    const kills = await killMidLoad(
      () => run("crashed"),
      () => sizeOf(dataDir),
      (attempt) => (attempt + 1) * 3_000_000,
    );
    expect(kills).toBeGreaterThan(0);
    expect(await run("crashed").done).toBe(0);
    expect(await run("reference").done).toBe(0);

    const ch = chdbExecutor(join(dataDir, "clickhouse"));
    try {
      const contents = async (db: string) => ({
        bills: await ch.rows(
          `SELECT dataset, source, counted, day, importer_name, weight_kg, revision
           FROM ${db}.trade_bills FINAL ORDER BY dataset, source`,
        ),
        versions: await ch.rows(`SELECT toString(count()) AS n FROM ${db}.trade_bills`),
        releases: await ch.rows(
          `SELECT release, rows_read, rows_loaded, rows_skipped FROM ${db}.trade_releases FINAL ORDER BY release`,
        ),
        totals: await ch.rows(`SELECT * FROM ${db}.trade_totals ORDER BY dataset, country`),
        firms: await ch.rows(`SELECT toString(count()) AS n FROM ${db}.trade_companies`),
        unfinished: await ch.rows(`SELECT toString(count()) AS n FROM ${db}.trade_import_unfinished`),
      });
      const crashed = await contents("crashed");
      expect(crashed.bills.length).toBeGreaterThan(CRASH_RECORDS);
      expect(crashed.unfinished).toEqual([{ n: "0" }]);
      // One stored version per record once the load is over, as in the reference.
      expect(crashed.versions).toEqual([{ n: String(crashed.bills.length) }]);
      expect(crashed).toEqual(await contents("reference"));
    } finally {
      await ch.close();
    }
  }, 300_000);
});
