// Where an import's time goes (a diagnosis aid beside bench/search.ts; run on demand): loads the
// release files bench:search wrote for BENCH_BILLS records (.bench-data/releases-N) into a fresh
// store (SQLite, or BENCH_ENGINE=chdb for ClickHouse in-process) and prints the total and each
// phase: reading and checking the CSV rows (with everything the importer does between writes), the
// writes, the firm resolution, and the totals with the rollups and the index build.
//   BENCH_BILLS=250000 node tests/bench/import-phases.ts
// BENCH_RELEASES=<folder> loads that folder instead (e.g. one part of the 3M releases, .bench-data/releases-3000000/part-0).
// On a machine whose speed drifts, compare two versions by running them in turn, not minutes apart.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { importReleases, loadConfig, openTradeEngine, type TradeImportSink } from "@portolan/server";

const BILLS = Number(process.env.BENCH_BILLS ?? 250_000);
const releases =
  process.env.BENCH_RELEASES ?? join(import.meta.dirname, "..", "..", ".bench-data", `releases-${BILLS}`);
if (process.env.BENCH_RELEASES === undefined && !existsSync(join(releases, "done")))
  throw new Error(`no release files for ${BILLS} records: run BENCH_BILLS=${BILLS} pnpm bench:search first`);

const dataDir = mkdtempSync(join(tmpdir(), "portolan-import-phases-"));
try {
  const config = loadConfig(
    {
      PORTOLAN_DATA_DIR: dataDir,
      PORTOLAN_TRADE_ENGINE: process.env.BENCH_ENGINE ?? "sqlite",
      PORTOLAN_PORT: "0",
    },
    process.cwd(),
  );
  const engine = await openTradeEngine(config.tradeEngine, config.tradeDatabaseFile);
  const phases: Record<string, number> = { write: 0, resolve: 0, "totals+indexes": 0 };
  const timed =
    <A extends unknown[], R>(phase: string, run: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const started = performance.now();
      const result = await run(...args);
      phases[phase] = (phases[phase] ?? 0) + performance.now() - started;
      return result;
    };
  const sink: TradeImportSink = {
    ...engine.sink,
    writeShipments: timed("write", engine.sink.writeShipments),
    resolveCompanies: timed("resolve", engine.sink.resolveCompanies),
    refreshTotals: timed("totals+indexes", engine.sink.refreshTotals),
  };
  const started = performance.now();
  const report = await importReleases([releases], sink, { now: () => Date.now() });
  const total = performance.now() - started;
  await engine.close();
  const timedTotal = Object.values(phases).reduce((a, b) => a + b, 0);
  const ms = (n: number) => `${Math.round(n)} ms`;
  console.log(
    `${report.shipmentsAdded} shipments (${report.rowsRead} rows) in ${ms(total)}: ` +
      `${Math.round(report.shipmentsAdded / (total / 1000))} shipments/s`,
  );
  console.log(
    `  reading ${ms(total - timedTotal)}, ${Object.entries(phases)
      .map(([phase, n]) => `${phase} ${ms(n)}`)
      .join(", ")}`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
