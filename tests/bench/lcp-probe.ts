// One Lighthouse run (mobile settings) of one address, printing what decides its LCP: the element,
// the LCP phases and the observed paint timings. A diagnosis aid for bench/lighthouse.ts:
// `node tests/bench/lcp-probe.ts http://localhost:8080/cn`; PROBE_AUDITS lists more audits to print.
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/support/chromium.ts";

const url = process.argv[2];
if (url === undefined) throw new Error("usage: node tests/bench/lcp-probe.ts <url>");
const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_ARGS] });
try {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
  });
  const lhr = result?.lhr;
  if (lhr === undefined) throw new Error("no result");
  const show = (id: string) =>
    console.log(
      id,
      String(
        JSON.stringify(lhr.audits[id]?.details ?? lhr.audits[id]?.displayValue ?? "(none)", null, 1),
      ).slice(0, 2500),
    );
  console.log("score", lhr.categories.performance?.score);
  for (const id of Object.keys(lhr.audits).filter((k) => /lcp|largest/.test(k))) show(id);
  show("metrics");
  // Requests that started before the observed LCP: Lighthouse's simulation (Lantern) charges each of
  // them to the LCP, so a script requested before the largest paint lengthens it by a round trip.
  type Item = { url: string; networkRequestTime?: number; resourceType?: string };
  const metrics = (lhr.audits.metrics?.details as { items?: Record<string, number>[] })?.items?.[0];
  const observedLcp = metrics?.observedLargestContentfulPaint ?? Number.NaN;
  const requests = (lhr.audits["network-requests"]?.details as { items?: Item[] })?.items ?? [];
  console.log(`observed LCP ${observedLcp} ms, load ${metrics?.observedLoad} ms; requests:`);
  for (const r of requests) {
    const at = r.networkRequestTime ?? Number.NaN;
    console.log(
      `  ${at <= observedLcp ? "before" : "after "} LCP  ${at.toFixed(0)} ms  ${r.resourceType}  ${r.url}`,
    );
  }
  show("render-blocking-resources");
  // Extra audits by id (PROBE_AUDITS=long-tasks,bootup-time), for a TBT diagnosis.
  for (const id of (process.env.PROBE_AUDITS ?? "").split(",").filter(Boolean)) show(id);
} finally {
  chrome.kill();
}
