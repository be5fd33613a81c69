// The long tasks of one page load at 4x CPU slowdown (Lighthouse's mobile factor; RATE sets
// another), each with the events that filled it (script evaluation by file, function calls,
// layout…), from a Chromium trace: a diagnosis aid for TBT beside bench/lcp-probe.ts.
// `node tests/bench/long-tasks.ts <url>`.
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/support/chromium.ts";

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly args?: { readonly data?: { readonly url?: string; readonly functionName?: string } };
}

const url = process.argv[2];
// RATE=1 shows the unthrottled tasks Lighthouse's simulation multiplies by 4 (those over 12.5 ms).
const RATE = Number(process.env.RATE ?? 4);
/** A long task at 4x (50 ms), scaled to the slowdown used; events inside it from 3 ms at 4x likewise. */
const LONG_TASK_US = 12_500 * RATE;
if (url === undefined) throw new Error("usage: node tests/bench/long-tasks.ts <url>");
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
try {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: RATE });
  await browser.startTracing(page, {
    categories: [
      "toplevel",
      "devtools.timeline",
      "disabled-by-default-devtools.timeline",
      "v8.execute",
      "blink.user_timing",
    ],
  });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForTimeout(4000);
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] })
    .traceEvents;
  const tasks = events.filter(
    (e) =>
      (e.name === "RunTask" || e.name === "ThreadControllerImpl::RunTask") && (e.dur ?? 0) >= LONG_TASK_US,
  );
  if (process.env.DEBUG_TRACE)
    console.log([...new Set(events.filter((e) => (e.dur ?? 0) > 40_000).map((e) => e.name))].join(", "));
  const navigation = events.find((e) => e.name === "navigationStart")?.ts ?? tasks[0]?.ts ?? 0;
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    console.log(
      `task at ${((task.ts - navigation) / 1000).toFixed(0)} ms: ${((task.dur ?? 0) / 1000).toFixed(0)} ms`,
    );
    const inside = events.filter(
      (e) =>
        e !== task &&
        e.tid === task.tid &&
        e.pid === task.pid &&
        e.ts >= task.ts &&
        e.ts < end &&
        (e.dur ?? 0) >= 750 * RATE,
    );
    for (const e of inside.slice(0, 25)) {
      const where = process.env.DEBUG_TRACE
        ? JSON.stringify(e.args ?? {}).slice(0, 200)
        : `${e.args?.data?.functionName ?? ""} ${(e.args?.data?.url ?? "").replace(/.*\//, "")}`.trim();
      console.log(`  ${((e.dur ?? 0) / 1000).toFixed(1).padStart(6)} ms  ${e.name} ${where}`);
    }
  }
} finally {
  await browser.close();
}
