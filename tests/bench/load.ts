// Load benchmark (run on demand: `pnpm bench:load`; not a timed test). Starts a provider on a fresh
// data folder, signs in a demo account, then for a fixed time keeps CONCURRENCY requests in flight
// against identity (signed in) and packages, on loopback. Prints and saves requests per second,
// latency percentiles and errors. The load generator shares the machine's 2 cores with the server.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startProviderProcess } from "../src/support/provider-process.ts";
import { DEMO_PASSWORD, signIn } from "../src/support/sign-in.ts";

const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 10) * 1000;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);

const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);

const dataDir = mkdtempSync(join(tmpdir(), "portolan-bench-"));
const provider = await startProviderProcess(dataDir);
try {
  const cookie = await signIn(provider.url, "trade@demo.portolan.test", DEMO_PASSWORD);
  const targets = [
    { name: "identity", path: "/console/user/identity", headers: { cookie }, expect: 200 },
    { name: "packages", path: "/public/overseas/packages", headers: {}, expect: 200 },
  ];
  const results: Record<string, { latencies: number[]; errors: number }> = {};
  for (const t of targets) results[t.name] = { latencies: [], errors: 0 };
  const deadline = performance.now() + DURATION_MS;
  let turn = 0;
  const worker = async () => {
    while (performance.now() < deadline) {
      const target = targets[turn++ % targets.length];
      if (target === undefined) continue;
      const entry = results[target.name];
      if (entry === undefined) continue;
      const started = performance.now();
      try {
        const response = await fetch(`${provider.url}${target.path}`, { headers: target.headers });
        const body = (await response.json()) as { code: number };
        if (response.status !== 200 || body.code !== target.expect) entry.errors += 1;
        else entry.latencies.push(performance.now() - started);
      } catch {
        entry.errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const report = Object.fromEntries(
    Object.entries(results).map(([name, { latencies, errors }]) => {
      const sorted = [...latencies].sort((a, b) => a - b);
      return [
        name,
        {
          requests: latencies.length,
          requestsPerSecond: Math.round(latencies.length / (DURATION_MS / 1000)),
          p50Ms: Number(percentile(sorted, 50).toFixed(2)),
          p99Ms: Number(percentile(sorted, 99).toFixed(2)),
          maxMs: Number((sorted.at(-1) ?? 0).toFixed(2)),
          errors,
        },
      ];
    }),
  );
  const summary = { durationSeconds: DURATION_MS / 1000, concurrency: CONCURRENCY, ...report };
  mkdirSync(".reports", { recursive: true });
  writeFileSync(".reports/bench-load.json", `${JSON.stringify(summary, null, 2)}\n`);
  console.log(JSON.stringify(summary, null, 2));
} finally {
  await provider.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}
