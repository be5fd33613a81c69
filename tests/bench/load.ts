// Load benchmark (run on demand: `pnpm bench:load`; not a timed test; issue 32). With autocannon on
// loopback, BENCH_CONCURRENCY connections (32) for BENCH_SECONDS (10) per target, after a warm-up of
// BENCH_WARMUP_SECONDS (1): a bare Hono hello-world in a child process as the ceiling, then on every
// setup of load/setups.ts the page /en/aboutus (brotli, as a browser asks), the identity call signed
// in and the packages call, each with req/s, p50/p99, errors and its share of the ceiling; saved to
// .reports/bench-load.json. The built UI served is BENCH_UI_DIR (else PORTOLAN_UI_DIR, else ui/dist);
// BENCH_SETUPS picks setups by name (comma-separated parts of names), BENCH_TARGETS targets (page,
// identity, packages); BENCH_CPU_PROF=<folder> keeps each provider's CPU profile, written when it
// stops. The load generator shares the machine's cores with the server.

import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { startScript } from "./load/child-process.ts";
import { type Measured, measure } from "./load/measure.ts";
import { lineOf, type Row, rowOf } from "./load/report.ts";
import { SETUPS } from "./load/setups.ts";
import { GOALS, TARGETS } from "./load/targets.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const settings = {
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
  connections: Number(process.env.BENCH_CONCURRENCY ?? 32),
  warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 1),
};
const uiDir = resolve(ROOT, process.env.BENCH_UI_DIR || process.env.PORTOLAN_UI_DIR || "ui/dist");
if (!existsSync(join(uiDir, "en", "aboutus.html")))
  throw new Error(`${uiDir} has no built pages: run \`pnpm --dir ui run build\` or set BENCH_UI_DIR`);
const profileDir = process.env.BENCH_CPU_PROF ? resolve(process.env.BENCH_CPU_PROF) : undefined;
const env: Record<string, string> = profileDir
  ? { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --cpu-prof --cpu-prof-dir=${profileDir}`.trim() }
  : {};
const wanted = (process.env.BENCH_SETUPS ?? "").split(",").filter((s) => s !== "");
const setups = SETUPS.filter((s) => wanted.length === 0 || wanted.some((w) => s.name.includes(w)));
const targetNames = (process.env.BENCH_TARGETS ?? "").split(",").filter((s) => s !== "");
const targets = TARGETS.filter((t) => targetNames.length === 0 || targetNames.includes(t.name));

// The ceiling is measured before and after the setups and their mean taken: on a shared machine the
// load of others moves it, and a ratio to a figure measured minutes apart would move with it.
const hello = await startScript(join(import.meta.dirname, "load", "hello-world.ts"));
const rows: Row[] = [];
const helloRuns: number[] = [];
try {
  const ceilingTarget = { urls: [`${hello.url}/`], headers: {} };
  helloRuns.push((await measure(ceilingTarget, settings)).requestsPerSecond);
  console.log(`Hono hello-world (before): ${helloRuns[0]?.toLocaleString("en")} req/s`);
  const measured: { setup: string; target: string; result: Measured }[] = [];
  for (const setup of setups) {
    const running = await setup.start({ uiDir, env });
    try {
      for (const spec of targets) {
        const target = await spec.prepare(running.urls);
        const result = await measure(target, settings);
        measured.push({ setup: setup.name, target: spec.name, result });
        console.log(`${setup.name} · ${spec.name}: ${result.requestsPerSecond.toLocaleString("en")} req/s`);
      }
    } finally {
      await running.stop();
    }
  }
  const after = await measure(ceilingTarget, settings);
  helloRuns.push(after.requestsPerSecond);
  const ceiling = Math.round(((helloRuns[0] ?? 0) + after.requestsPerSecond) / 2);
  rows.push(
    rowOf(
      "Hono hello-world",
      "ceiling (mean of before and after)",
      { ...after, requestsPerSecond: ceiling },
      ceiling,
      undefined,
    ),
  );
  for (const { setup, target, result } of measured)
    rows.push(rowOf(setup, target, result, ceiling, GOALS[target]));
} finally {
  await hello.stop();
}
console.log("");
for (const row of rows) console.log(lineOf(row));

/** Issue 32: two providers on PostgreSQL should serve at least 1.6 times one. */
const SCALE_GOAL = 1.6;
const rateOf = (setup: string, target: string) =>
  rows.find((r) => r.setup === setup && r.target === target)?.requestsPerSecond;
const scaling = targets.flatMap(({ name }) => {
  const one = rateOf("PostgreSQL, one provider", name);
  const two = rateOf("PostgreSQL, 2 providers", name);
  if (one === undefined || two === undefined || one === 0) return [];
  const factor = Number((two / one).toFixed(2));
  console.log(`two providers / one on PostgreSQL · ${name}: ×${factor} (goal ×${SCALE_GOAL})`);
  return [{ target: name, factor, goal: SCALE_GOAL }];
});

const summary = {
  ...settings,
  uiDir,
  at: new Date().toISOString(),
  helloWorldRuns: helloRuns,
  rows,
  scaling,
};
mkdirSync(join(ROOT, ".reports"), { recursive: true });
writeFileSync(join(ROOT, ".reports", "bench-load.json"), `${JSON.stringify(summary, null, 2)}\n`);
