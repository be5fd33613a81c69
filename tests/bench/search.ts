// Search benchmark (issue 14 §4; run on demand: `pnpm bench:search`, not a timed test). Writes
// BENCH_BILLS generated records as release files (in parts, so memory stays flat; kept under
// .bench-data/ for the next run), loads them through the importer into each engine of BENCH_ENGINES
// (sqlite, chdb), then runs a fixed mix of queries directly on the engine and over HTTP through a
// provider on the same store (the client on a thread of its own), and prints and saves load time,
// rows/s, disk size, memory and the p50/p95 of each query with the HTTP/engine ratio.
//   BENCH_BILLS=3000000 BENCH_ENGINES=sqlite,chdb BENCH_RUNS=20 pnpm bench:search

import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import {
  CUSTOMS_DATASETS,
  DEFAULT_PARTNER_ORDER,
  DESIGNED_CODES,
  readTradeQuery,
  type TradeQuery,
} from "@portolan/core";
import {
  DEFAULT_GENERATOR_OPTIONS,
  generateShipments,
  importReleases,
  loadConfig,
  mulberry32,
  type OpenedTradeEngine,
  openTradeEngine,
  ROLLUP_MIN_SHIPMENTS,
  referenceTables,
  startTestServer,
  writeDemoReleases,
} from "@portolan/server";
import { DEMO_PASSWORD, signIn } from "../src/support/sign-in.ts";
import { timings } from "./timings.ts";

const BILLS = Number(process.env.BENCH_BILLS ?? 3_000_000);
const ENGINES = (process.env.BENCH_ENGINES ?? "sqlite,chdb").split(",") as ("sqlite" | "chdb")[];
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
/** Keep a store loaded by an earlier run (queries only; its load figures are that run's). */
const REUSE = process.env.BENCH_REUSE === "1";
const PART = 250_000;
const ROOT = join(import.meta.dirname, "..", "..", ".bench-data");

const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
/** Bytes under a path, each file once: ClickHouse's mutated parts hard-link the columns they keep. */
const sizeOf = (path: string, seen = new Set<number>()): number => {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (s.isDirectory()) return readdirSync(path).reduce((n, e) => n + sizeOf(join(path, e), seen), 0);
  if (seen.has(s.ino)) return 0;
  seen.add(s.ino);
  return s.size;
};
const mb = (bytes: number) => Math.round(bytes / 1_048_576);

/** The release files of BILLS records, written once in parts of PART records. */
const releases = (): string => {
  const dir = join(ROOT, `releases-${BILLS}`);
  if (existsSync(join(dir, "done"))) return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const tables = referenceTables();
  for (let part = 0; part * PART < BILLS; part += 1) {
    const records = Math.min(PART, BILLS - part * PART);
    const data = generateShipments(tables, {
      ...DEFAULT_GENERATOR_OPTIONS,
      seed: DEFAULT_GENERATOR_OPTIONS.seed + part,
      records,
    });
    writeDemoReleases(join(dir, `part-${part}`), data, mulberry32(part), part);
    console.log(`bench: wrote part ${part + 1} of ${Math.ceil(BILLS / PART)}`);
  }
  writeFileSync(join(dir, "done"), "");
  return dir;
};

const query = (params: Record<string, string>): TradeQuery => {
  const read = readTradeQuery(params);
  if (!read.ok) throw new Error(read.issues.join());
  return read.value;
};

const imports = CUSTOMS_DATASETS.filter((d) => d.type === "SHIPMENTS_IMPORT" && d.description)
  .map((d) => d.value)
  .join(",");
const US = "IMP_USA_BL_SEA";

/** The fixed mix: what each query asks of the engine, and the same over HTTP. */
const mix = (firm: number, midSize: number) => {
  const selective = { datasets: US, keyword: "footwear leather" };
  const broad = { datasets: imports, keyword: "of" };
  const all = CUSTOMS_DATASETS.map((d) => d.value).join(",");
  const hsRange = { datasets: imports, hs: "8471", startTime: "2025-01-01", endTime: "2025-12-31" };
  const company = { datasets: US, kind: "importer", keyword: "atlas" };
  const p = (o: Record<string, string>) => `?${new URLSearchParams(o)}`;
  return [
    {
      name: "search selective text",
      run: (e: OpenedTradeEngine) => e.store.search(query(selective)),
      http: `/searching/cds${p(selective)}`,
    },
    {
      name: "search broad text",
      run: (e: OpenedTradeEngine) => e.store.search(query(broad)),
      http: `/searching/cds${p(broad)}`,
    },
    {
      name: "search HS prefix + dates",
      run: (e: OpenedTradeEngine) => e.store.search(query(hsRange)),
      http: `/searching/cds${p(hsRange)}`,
    },
    {
      name: "search company substring",
      run: (e: OpenedTradeEngine) => e.store.search(query(company)),
      http: `/searching/cds${p(company)}`,
    },
    {
      name: "top-10 importers (broad)",
      run: (e: OpenedTradeEngine) => e.store.facets(query(broad), ["importers"], 10),
      http: `/searching/cds/facets${p({ ...broad, facets: "importers" })}`,
    },
    {
      name: "monthly trend (broad)",
      run: (e: OpenedTradeEngine) => e.store.facets(query(broad), ["monthly"], 10),
      http: `/searching/cds/facets${p({ ...broad, facets: "monthly" })}`,
    },
    {
      name: "company profile",
      run: (e: OpenedTradeEngine) => e.store.companyProfile(firm, [US], 10),
      http: `/searching/cds/companies/record${p({ id: String(firm), datasets: US })}`,
    },
    {
      name: "partner report",
      run: (e: OpenedTradeEngine) => e.store.partners(firm, [US], DEFAULT_PARTNER_ORDER, 1, 20),
      http: `/searching/cds/company/partner${p({ id: String(firm), datasets: US })}`,
    },
    {
      name: `company profile (< ${ROLLUP_MIN_SHIPMENTS} shipments)`,
      run: (e: OpenedTradeEngine) => e.store.companyProfile(midSize, [US], 10),
      http: `/searching/cds/companies/record${p({ id: String(midSize), datasets: US })}`,
    },
    {
      name: `partner report (< ${ROLLUP_MIN_SHIPMENTS} shipments)`,
      run: (e: OpenedTradeEngine) => e.store.partners(midSize, [US], DEFAULT_PARTNER_ORDER, 1, 20),
      http: `/searching/cds/company/partner${p({ id: String(midSize), datasets: US })}`,
    },
    // Queries that would read everything (issue 14 §5): each within the budgets or refused.
    ...[
      ["everything, last page", { datasets: all, current: "1000", pageSize: "100" }],
      ["broad text, last page", { ...broad, current: "1000", pageSize: "100" }],
      ["everything by weight", { datasets: all, sort: "weight" }],
      ["everything, oldest first", { datasets: all, order: "asc" }],
    ].map(([name, params]) => ({
      name: String(name),
      run: (e: OpenedTradeEngine) => e.store.search(query(params as Record<string, string>)),
      http: `/searching/cds${p(params as Record<string, string>)}`,
    })),
  ];
};

const report: Record<string, unknown> = { bills: BILLS, runs: RUNS, engines: {} };
const dir = releases();
for (const kind of ENGINES) {
  const dataDir = join(ROOT, `store-${kind}-${BILLS}`);
  const reuse = REUSE && existsSync(join(dataDir, "loaded"));
  if (!reuse) rmSync(dataDir, { recursive: true, force: true });
  const config = loadConfig(
    {
      PORTOLAN_DATA_DIR: dataDir,
      PORTOLAN_TRADE_ENGINE: kind,
      PORTOLAN_PORT: "0",
      PORTOLAN_CAPTCHAS_PER_MINUTE: "100000",
    },
    process.cwd(),
  );
  const opening = performance.now();
  const engine = await openTradeEngine(config.tradeEngine, config.tradeDatabaseFile);
  // On a reused store this includes any new migration's work (a rollup fill, say).
  console.log(`bench: ${kind} store opened in ${Math.round(performance.now() - opening)} ms`);
  const rss0 = process.memoryUsage().rss;
  let peak = rss0;
  const watch = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 200);
  const t0 = performance.now();
  const load = reuse
    ? { rowsRead: 0, shipmentsAdded: 0 }
    : await importReleases([dir], engine.sink, {
        now: () => Date.now(),
        onProgress: (rows) => process.stderr.write(`\r${kind}: ${rows} rows read`),
      });
  const seconds = (performance.now() - t0) / 1000;
  writeFileSync(join(dataDir, "loaded"), "");
  if (!reuse)
    console.log(
      `bench: ${kind} loaded ${load.shipmentsAdded} shipments in ${Math.round(seconds)} s (${Math.round(load.shipmentsAdded / seconds)}/s)`,
    );
  clearInterval(watch);
  process.stderr.write("\n");
  const all = query({ datasets: US, pageSize: "20" });
  const firm = (await engine.store.companies(all, "importer")).records[0]?.id ?? 1;
  // The busiest importer below SQLite's rollup threshold: its views are read from its shipments.
  let midSize: number | undefined;
  for (let page = 1; midSize === undefined && page <= 100; page += 1) {
    const firms = await engine.store.companies(
      query({ datasets: US, pageSize: "100", current: String(page) }),
      "importer",
    );
    midSize = firms.records.find((f) => f.shipments < ROLLUP_MIN_SHIPMENTS)?.id;
    if (firms.records.length < 100) break;
  }
  const queries = mix(firm, midSize ?? firm);
  const direct: Record<string, number[]> = {};
  // Which queries the engine refuses (a broad search's deep page or other order): said beside them.
  const refused: Record<string, string> = {};
  for (const q of queries) {
    const outcome = (await q.run(engine)) as { tooBroad?: string } | undefined;
    if (outcome?.tooBroad !== undefined) refused[q.name] = outcome.tooBroad;
    direct[q.name] = await timings(() => q.run(engine), RUNS);
  }
  await engine.close();

  // The same queries over HTTP through a provider on the same store (demo accounts seeded; the
  // trade store is not empty, so it is not seeded again).
  const server = await startTestServer({ PORTOLAN_TRADE_ENGINE: kind }, { dataDir });
  const cookie = await signIn(server.url, "admin@demo.portolan.test", DEMO_PASSWORD);
  // Timed from a thread of its own (http-client.ts), as a client elsewhere would see it.
  const http = await new Promise<Record<string, number[]>>((resolve, reject) => {
    const worker = new Worker(new URL("./http-client.ts", import.meta.url), {
      workerData: {
        url: server.url,
        cookie,
        runs: RUNS,
        // A broad search's deep page or other order is refused (52004, 52005): that is its answer.
        accepted: [200, DESIGNED_CODES.TRADE_BROAD_PAGE, DESIGNED_CODES.TRADE_BROAD_SORT],
        queries: queries.map((q) => ({ name: q.name, path: q.http })),
      },
    });
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  await server.stop();

  const figures = Object.fromEntries(
    queries.map((q) => {
      const d = direct[q.name] ?? [];
      const h = http[q.name] ?? [];
      return [
        q.name,
        {
          p50: percentile(d, 50),
          p95: percentile(d, 95),
          httpP95: percentile(h, 95),
          ratio: percentile(h, 95) / Math.max(0.01, percentile(d, 95)),
          ...(refused[q.name] === undefined ? {} : { refused: refused[q.name] }),
        },
      ];
    }),
  );
  (report.engines as Record<string, unknown>)[kind] = {
    loadSeconds: Math.round(seconds),
    rowsRead: load.rowsRead,
    shipments: load.shipmentsAdded,
    rowsPerSecond: Math.round(load.rowsRead / seconds),
    billsPerSecond: Math.round(load.shipmentsAdded / seconds),
    diskMb: mb(sizeOf(dataDir)),
    peakRssMb: mb(peak),
    queries: figures,
  };
  console.log(
    `\n${kind}: ${BILLS} records loaded in ${Math.round(seconds)} s (${Math.round(load.shipmentsAdded / seconds)} shipments/s), ${mb(sizeOf(dataDir))} MB on disk, peak RSS ${mb(peak)} MB`,
  );
  for (const [name, f] of Object.entries(figures))
    console.log(
      `  ${name.padEnd(28)} p50 ${f.p50.toFixed(1).padStart(8)} ms  p95 ${f.p95.toFixed(1).padStart(8)} ms  HTTP p95 ${f.httpP95.toFixed(1).padStart(8)} ms  (${f.ratio.toFixed(2)}×, ${f.httpP95 >= f.p95 ? "+" : "−"}${Math.abs(f.httpP95 - f.p95).toFixed(1)} ms)${f.refused === undefined ? "" : `  refused: ${f.refused}`}`,
    );
}
mkdirSync(".reports", { recursive: true });
writeFileSync(join(".reports", `bench-search-${BILLS}.json`), JSON.stringify(report, null, 2));
