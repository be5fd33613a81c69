// One measurement: autocannon keeps `connections` requests in flight against a target for `seconds`
// (after a short warm-up that is not counted) and gives requests per second, latency and errors.

import autocannon from "autocannon";

export interface LoadTarget {
  /** The full URLs of one call, one per provider of the setup (the load is spread over them). */
  readonly urls: readonly string[];
  readonly headers: Readonly<Record<string, string>>;
  /** A body check (an envelope's code); a response that fails it counts as an error. */
  readonly verifyBody?: (body: string) => boolean;
}

export interface Measured {
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly requests: number;
  /** Failed connections, timeouts, answers other than 2xx and bodies that failed the check. */
  readonly errors: number;
}

export interface LoadSettings {
  readonly seconds: number;
  readonly connections: number;
  readonly warmupSeconds: number;
}

const run = (target: LoadTarget, connections: number, seconds: number) =>
  autocannon({
    // autocannon spreads the connections over several URLs; its types name one.
    url: (target.urls.length === 1 ? target.urls[0] : target.urls) as string,
    connections,
    duration: seconds,
    headers: { ...target.headers },
    ...(target.verifyBody
      ? { verifyBody: (body: unknown) => target.verifyBody?.(String(body)) ?? true }
      : {}),
  });

export const measure = async (target: LoadTarget, settings: LoadSettings): Promise<Measured> => {
  if (settings.warmupSeconds > 0) await run(target, settings.connections, settings.warmupSeconds);
  const result = await run(target, settings.connections, settings.seconds);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.non2xx + result.mismatches,
  };
};
