// kill -9 of the importer in the middle of a load, repeated, then a load to the end: every row is in
// exactly once — the store equals one loaded in one go from the same files. The importer is the
// real command (server/src/cli/import.ts) in its own process.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { importReleases, openSqliteTrade } from "@portolan/server";
import { afterAll, describe, expect, it } from "vitest";
import { CRASH_RECORDS, killMidLoad, runImport, writeCrashReleases } from "./import-runs.ts";

const root = mkdtempSync(join(tmpdir(), "portolan-import-crash-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const releasesIn = (file: string): number => {
  try {
    const db = new DatabaseSync(file, { readOnly: true });
    try {
      return Number((db.prepare("SELECT COUNT(*) AS n FROM trade_releases").get() as { n: number }).n);
    } finally {
      db.close();
    }
  } catch {
    return 0;
  }
};

/** Everything stored, as one comparable value (ids left out: they follow insertion order). */
const contents = (file: string) => {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return {
      bills: db
        .prepare(
          "SELECT dataset, source, counted, day, importer_name, weight_kg, revision FROM trade_bills ORDER BY dataset, source",
        )
        .all(),
      releases: db
        .prepare("SELECT release, rows_read, rows_loaded, rows_skipped FROM trade_releases ORDER BY release")
        .all(),
      totals: db.prepare("SELECT * FROM trade_totals ORDER BY dataset, country").all(),
      firms: Number((db.prepare("SELECT COUNT(*) AS n FROM trade_companies").get() as { n: number }).n),
    };
  } finally {
    db.close();
  }
};

describe("kill -9 during an import", () => {
  it("loads every row exactly once after crashes and a restart", async () => {
    const files = writeCrashReleases(root);
    const dataDir = join(root, "data");
    const store = join(dataDir, "trade.sqlite");
    const run = () => runImport(files, { PORTOLAN_DATA_DIR: dataDir, PORTOLAN_TRADE_ENGINE: "sqlite" });
    // Killed once it has recorded some more releases, mid-load.
    const kills = await killMidLoad(
      run,
      () => releasesIn(store),
      () => 4,
    );
    expect(kills).toBeGreaterThan(0);
    expect(await run().done).toBe(0);

    const reference = join(root, "reference.sqlite");
    const engine = openSqliteTrade(reference);
    await importReleases([files], engine.sink, { now: () => 0 });
    await engine.close();
    const crashed = contents(store);
    expect(crashed.bills.length).toBeGreaterThan(CRASH_RECORDS);
    expect(crashed).toEqual(contents(reference));
  }, 240_000);
});
