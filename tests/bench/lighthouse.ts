// Lighthouse benchmark (run on demand: `pnpm bench:lighthouse`; not a timed test). Measures each
// language's home page with Lighthouse's mobile settings in Debian's Chromium, beside the same page
// stripped to static HTML (bench/static-site.ts), in the same run. Prints and saves, per page, the
// performance score, LCP, CLS, TBT and first-load JavaScript (gzip bytes of the scripts requested
// until the page is hydrated — the app's "portolan:hydrated" user-timing mark —; also those of the
// whole load window, idle prefetches included), and checks the targets of issue 4: score >= 98, LCP <= 1.1 x the static page's, JS <= 90 KB
// gzip, CLS 0. Each page is measured BENCH_RUNS times (default 5), its app and static copies in
// turn (so that a busier moment of the machine weighs on both alike); each figure is the median of its
// runs, and every run is printed and saved.

import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { HYDRATED_MARK, homePathOf, LOCALES } from "@portolan/core";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/support/chromium.ts";
import { startProviderProcess } from "../src/support/provider-process.ts";
import { serveStaticPages } from "./static-site.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const BUILT_UI = join(ROOT, "ui/dist");
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const TARGETS = { performance: 98, lcpRatio: 1.1, jsGzipBytes: 90 * 1024, cls: 0 } as const;

interface Measure {
  readonly url: string;
  readonly performance: number;
  readonly lcpMs: number;
  readonly cls: number;
  readonly tbtMs: number;
  /** Gzip bytes of the scripts requested until the page was hydrated (the target's "first-load JS"). */
  readonly jsGzipBytes: number;
  /** Gzip bytes of every script of the load window, idle prefetches included. */
  readonly jsWindowGzipBytes: number;
  readonly scripts: readonly string[];
}

const gzipBytesOf = async (urls: readonly string[]): Promise<number> => {
  let total = 0;
  for (const url of urls) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    total += gzipSync(Buffer.from(await response.arrayBuffer())).length;
  }
  return total;
};

const measureOnce = async (url: string, port: number): Promise<Measure> => {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
  });
  if (result === undefined) throw new Error(`lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  type Item = { url: string; resourceType?: string; networkRequestTime?: number };
  const requests = (lhr.audits["network-requests"]?.details as { items?: Item[] })?.items ?? [];
  type Timing = { name: string; startTime: number };
  const hydrated = ((lhr.audits["user-timings"]?.details as { items?: Timing[] })?.items ?? []).find(
    (t) => t.name === HYDRATED_MARK,
  );
  // The static copy has no scripts and no mark: every script counts (there are none).
  const scriptItems = requests.filter((r) => r.resourceType === "Script");
  const scripts = scriptItems.map((r) => r.url);
  const beforeLoad = scriptItems
    .filter((r) => hydrated === undefined || (r.networkRequestTime ?? 0) <= hydrated.startTime)
    .map((r) => r.url);
  return {
    url,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(numeric("largest-contentful-paint")),
    cls: numeric("cumulative-layout-shift"),
    tbtMs: Math.round(numeric("total-blocking-time")),
    jsGzipBytes: await gzipBytesOf(beforeLoad),
    jsWindowGzipBytes: await gzipBytesOf(scripts),
    scripts,
  };
};

/** Lighthouse sometimes fails to record a trace (NO_NAVSTART): such a run is tried again, twice. */
const measureWithRetry = async (url: string, port: number, attempts = 3): Promise<Measure> => {
  try {
    return await measureOnce(url, port);
  } catch (error) {
    if (attempts <= 1) throw error;
    console.log(`retrying ${url}: ${String(error)}`);
    return measureWithRetry(url, port, attempts - 1);
  }
};

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] ?? Number.NaN)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/**
 * Each figure's median over the runs; the first-load bytes are the least of the runs' (a slow run can
 * count a script requested just after the hydrated mark), the script list the first run's.
 */
const summarise = (runs: readonly Measure[]): Measure => {
  const [first] = runs;
  if (first === undefined) throw new Error("no run");
  const of = (pick: (m: Measure) => number) => median(runs.map(pick));
  return {
    ...first,
    performance: Math.round(of((m) => m.performance)),
    lcpMs: Math.round(of((m) => m.lcpMs)),
    cls: of((m) => m.cls),
    tbtMs: Math.round(of((m) => m.tbtMs)),
    jsGzipBytes: Math.min(...runs.map((m) => m.jsGzipBytes)),
  };
};

/** The app and its static copy, measured in turn RUNS times. */
const measurePair = async (appUrl: string, staticUrl: string, port: number) => {
  const app: Measure[] = [];
  const baseline: Measure[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    app.push(await measureWithRetry(appUrl, port));
    baseline.push(await measureWithRetry(staticUrl, port));
  }
  return { app, baseline };
};

const runLine = (runs: readonly Measure[]) =>
  runs.map((m) => `${m.performance}/${m.lcpMs}/${m.tbtMs}`).join("  ");

const dataDir = mkdtempSync(join(tmpdir(), "portolan-lighthouse-"));
// A copy of the build: a rebuild of ui/dist during the run cannot change the files being measured.
const UI_DIR = join(dataDir, "ui");
cpSync(BUILT_UI, UI_DIR, { recursive: true });
const provider = await startProviderProcess(dataDir, {
  PORTOLAN_UI_DIR: UI_DIR,
  PORTOLAN_DEMO_RECORDS: "3000",
});
const homes = LOCALES.map(homePathOf);
const pages = new Map<string, string>();
for (const path of homes) pages.set(path, await (await fetch(`${provider.url}${path}`)).text());
const staticSite = await serveStaticPages(pages, UI_DIR);
const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_ARGS] });
try {
  const report = [];
  for (const path of homes) {
    const runs = await measurePair(`${provider.url}${path}`, `${staticSite.origin}${path}`, chrome.port);
    const app = summarise(runs.app);
    const baseline = summarise(runs.baseline);
    const lcpRatio = Math.round((app.lcpMs / baseline.lcpMs) * 100) / 100;
    const checks = {
      performance: app.performance >= TARGETS.performance,
      lcp: lcpRatio <= TARGETS.lcpRatio,
      firstLoadJs: app.jsGzipBytes <= TARGETS.jsGzipBytes,
      cls: app.cls === TARGETS.cls,
    };
    const perRun = (m: Measure) => ({
      performance: m.performance,
      lcpMs: m.lcpMs,
      tbtMs: m.tbtMs,
      cls: m.cls,
    });
    report.push({
      path,
      app,
      static: baseline,
      lcpRatio,
      checks,
      runs: { app: runs.app.map(perRun), static: runs.baseline.map(perRun) },
    });
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    console.log(
      `${path.padEnd(4)} app:    score ${app.performance}, LCP ${app.lcpMs} ms, CLS ${app.cls}, TBT ${app.tbtMs} ms, JS ${kb(app.jsGzipBytes)} gzip until hydrated, ${kb(app.jsWindowGzipBytes)} with idle loads (${app.scripts.length} files)\n` +
        `${"".padEnd(4)} static: score ${baseline.performance}, LCP ${baseline.lcpMs} ms, CLS ${baseline.cls}, TBT ${baseline.tbtMs} ms\n` +
        `${"".padEnd(4)} runs (score/LCP/TBT): app ${runLine(runs.app)}; static ${runLine(runs.baseline)}\n` +
        `${"".padEnd(4)} LCP ${lcpRatio} x static; targets: ${Object.entries(checks)
          .map(([k, ok]) => `${k} ${ok ? "met" : "MISSED"}`)
          .join(", ")}`,
    );
  }
  mkdirSync(join(ROOT, ".reports"), { recursive: true });
  const out = join(ROOT, ".reports/lighthouse.json");
  writeFileSync(out, `${JSON.stringify({ runs: RUNS, targets: TARGETS, pages: report }, null, 2)}\n`);
  console.log(`saved ${out}`);
} finally {
  chrome.kill();
  await staticSite.stop();
  await provider.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}
