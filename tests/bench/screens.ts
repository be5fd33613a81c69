// Data-centre screen benchmark (issue 15 "Speed"; run on demand: `pnpm bench:screens`, not a timed
// test). Starts a provider on a loaded trade store (BENCH_DATA_DIR, default the 3M-bill SQLite store
// `pnpm bench:search` leaves in .bench-data/; without one the provider seeds the demo data), signs in
// as the admin demo account in Debian's Chromium and measures, in the page's own clock:
// - the JavaScript of the search screen's first load (gzip -9 of every script it loads before a
//   search; charts come later),
// - pressing Search → the first page of results shown, and → the facets and the drawn trend chart,
// - a page change (Next page → the new page shown),
// - the longest task while typing into the search box.
// Prints p50 / p95 of BENCH_RUNS searches and saves `.reports/bench-screens.json`.
//   BENCH_RUNS=20 pnpm bench:screens

import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium, type Page } from "@playwright/test";
import { startTestServer } from "@portolan/server";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/support/chromium.ts";
import { DEMO_PASSWORD, signIn } from "../src/support/sign-in.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const DEFAULT_STORE = join(import.meta.dirname, "..", "..", ".bench-data", "store-sqlite-3000000");
const DATA_DIR = process.env.BENCH_DATA_DIR ?? (existsSync(DEFAULT_STORE) ? DEFAULT_STORE : undefined);
const DATASET = "IMP_USA_BL_SEA";
/** Goods words of the generated data: some selective, some broad. */
const WORDS = [
  "furniture",
  "steel",
  "cotton",
  "toys",
  "rubber",
  "paper",
  "glass",
  "leather",
  "machine",
  "chairs",
];

const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
const stats = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p50: Math.round(percentile(sorted, 50)),
    p95: Math.round(percentile(sorted, 95)),
    runs: sorted.length,
  };
};

/**
 * Arms the page's watcher: from the next submit or click on `trigger` text, the page's clock marks
 * when a new results summary, a new facets heading and a drawn chart (an <svg> in a <figure>) appear.
 */
const arm = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { benchMarks: Record<string, number> };
    const before = {
      summary: document.querySelector("#search-summary"),
      facets: document.querySelector("#facets-title"),
      chart: document.querySelector("figure svg"),
    };
    w.benchMarks = {};
    const start = () => {
      w.benchMarks.start ??= performance.now();
    };
    document.addEventListener("submit", start, { capture: true, once: true });
    document.addEventListener("click", start, { capture: true, once: true });
    const check = () => {
      const m = w.benchMarks;
      if (m.start === undefined) return;
      const summary = document.querySelector("#search-summary");
      if (m.results === undefined && summary !== null && summary !== before.summary)
        m.results = performance.now();
      const facets = document.querySelector("#facets-title");
      if (m.facets === undefined && facets !== null && facets !== before.facets) m.facets = performance.now();
      const chart = document.querySelector("figure svg");
      if (m.chart === undefined && chart !== null && chart !== before.chart) m.chart = performance.now();
    };
    new MutationObserver(check).observe(document.body, { childList: true, subtree: true });
  });

const marks = async (page: Page, keys: readonly string[]) => {
  await page.waitForFunction(
    (k) => {
      const m = (window as unknown as { benchMarks: Record<string, number> }).benchMarks;
      return k.every((key) => m[key] !== undefined);
    },
    keys,
    { timeout: 30_000 },
  );
  return page.evaluate(() => (window as unknown as { benchMarks: Record<string, number> }).benchMarks);
};

const UI_DIR = join(import.meta.dirname, "..", "..", "ui", "dist");
const server = await startTestServer(
  { PORTOLAN_UI_DIR: UI_DIR },
  DATA_DIR === undefined ? {} : { dataDir: DATA_DIR },
);
console.log(`bench: provider at ${server.url} on ${DATA_DIR ?? "a fresh store with the demo data"}`);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: server.url });
  const cookie = await signIn(server.url, "admin@demo.portolan.test", DEMO_PASSWORD);
  await context.addCookies([
    { name: "token", value: cookie.slice("token=".length), url: server.url, httpOnly: true },
    { name: "lang", value: "en", url: server.url },
  ]);
  const page = await context.newPage();

  // First load of the search screen: every script until the network is quiet, before any search.
  const scripts = new Map<string, number>();
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    const body = await response.body().catch(() => undefined);
    if (body !== undefined)
      scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length);
  });
  await page.goto("/shipments/search", { waitUntil: "networkidle" });
  await page.getByRole("button", { name: "Search", exact: true }).waitFor();
  const firstLoadJs = [...scripts.values()].reduce((a, b) => a + b, 0);
  page.removeAllListeners("response");

  const search: number[] = [];
  const facets: number[] = [];
  const chart: number[] = [];
  const paging: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    // Each run from a fresh screen, so nothing it asks is in the query layer's cache yet.
    const word = `${WORDS[run % WORDS.length]}`;
    await page.goto(
      `/shipments/search?datasets=${DATASET}&kind=description&startTime=20${15 + (run % 10)}-01-01`,
    );
    await page.locator("#search-summary").waitFor();
    const box = page.getByRole("searchbox").first();
    await box.fill(word);
    await arm(page);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    let m = await marks(page, ["results", "facets"]);
    search.push((m.results ?? 0) - (m.start ?? 0));
    if (process.env.BENCH_VERBOSE)
      console.log(`${word} from 20${15 + (run % 10)}: ${Math.round((m.results ?? 0) - (m.start ?? 0))} ms`);
    facets.push((m.facets ?? 0) - (m.start ?? 0));
    // A search without matches has no trend to draw.
    if ((await page.locator("figure").count()) > 0) {
      m = await marks(page, ["chart"]);
      chart.push((m.chart ?? 0) - (m.start ?? 0));
    }
    const next = page.getByRole("button", { name: "Next page" });
    if (await next.isEnabled()) {
      await arm(page);
      await next.click();
      const p = await marks(page, ["results"]);
      paging.push((p.results ?? 0) - (p.start ?? 0));
    }
  }

  // The longest task while typing: 40 keys, 30 ms apart, into the search box.
  await page.evaluate(() => {
    const w = window as unknown as { longTasks: number[] };
    w.longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.longTasks.push(e.duration);
    }).observe({ type: "longtask" });
  });
  await page.getByRole("searchbox").first().fill("");
  await page
    .getByRole("searchbox")
    .first()
    .pressSequentially("stainless steel kitchen sinks and taps", { delay: 30 });
  await page.waitForTimeout(500);
  const longTasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);

  const report = {
    dataDir: DATA_DIR ?? "demo",
    firstLoadJsGzipKb: Math.round(firstLoadJs / 102.4) / 10,
    firstLoadScripts: Object.fromEntries([...scripts].map(([k, v]) => [k, Math.round(v / 102.4) / 10])),
    searchToFirstPageMs: stats(search),
    searchToFacetsMs: stats(facets),
    searchToChartMs: stats(chart),
    pageChangeMs: stats(paging),
    longestTaskWhileTypingMs: Math.round(Math.max(0, ...longTasks)),
  };
  console.log(JSON.stringify(report, null, 2));
  mkdirSync(".reports", { recursive: true });
  writeFileSync(join(".reports", "bench-screens.json"), JSON.stringify(report, null, 2));
} finally {
  await browser.close();
  await server.stop();
}
