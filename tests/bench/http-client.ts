// The search benchmark's HTTP client, on a thread of its own: the provider runs in the benchmark's
// process, and a client on the same thread would add its own fetch and JSON parsing, and wait for
// the provider's work after each answer, to what is counted as the product's cost (issue 14 §4:
// the HTTP call against the same query run directly on the engine). A real client is elsewhere.

import { parentPort, workerData } from "node:worker_threads";
import { timings } from "./timings.ts";

interface Job {
  readonly url: string;
  readonly cookie: string;
  readonly runs: number;
  readonly accepted: readonly number[];
  readonly queries: readonly { readonly name: string; readonly path: string }[];
}

const job = workerData as Job;
const times: Record<string, number[]> = {};
for (const q of job.queries) {
  const call = async () => {
    const r = await fetch(`${job.url}${q.path}`, { headers: { cookie: job.cookie } });
    const body = (await r.json()) as { code: number };
    if (!job.accepted.includes(body.code)) throw new Error(`${q.name}: code ${body.code}`);
  };
  times[q.name] = await timings(call, job.runs);
}
parentPort?.postMessage(times);
