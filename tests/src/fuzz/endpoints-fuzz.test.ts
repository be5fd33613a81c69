// Fuzz of every endpoint of the contracts registry against a real provider: well-shaped requests
// drawn from the contracts' own schemas, and garbage (any text, any JSON, any form, any path and
// query, wrong content types, stray cookies). The law: no answer is ever 500 or above.
// The number of payloads sent is written to .reports/fuzz.json for the issue note.

import { mkdirSync, writeFileSync } from "node:fs";
import {
  type Endpoint,
  EXPORT_FILE_PATH,
  encodeRequest,
  endpoints,
  STATS_PARTNERS_EXPORT_PATH,
  TRADE_EXPORT_PATH,
  type WireSchema,
} from "@portolan/contracts";
import { startTestServer, type TestServer, testAccountsOnPostgres } from "@portolan/server";
import { Arbitrary, Effect, type Schema } from "effect";
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEMO_PASSWORD, signIn } from "../support/sign-in.ts";

const RUNS_PER_KIND = Number(process.env.PORTOLAN_FUZZ_RUNS ?? 60);

let server: TestServer;
let sent = 0;
const serverErrors: string[] = [];

let signedIn = "";
beforeAll(async () => {
  server = await startTestServer();
});
// Half the payloads that carry a cookie carry a real session (the admin demo account, who passes
// every gate), so the handlers behind the session check are fuzzed too. A fresh sign-in before each
// test, with the clock moved past the login rate-limit window, since the fuzz itself logs out and
// fails logins.
beforeEach(async () => {
  server.clock.advance(16 * 60_000);
  signedIn = await signIn(server.url, "admin@demo.portolan.test", DEMO_PASSWORD);
});
afterAll(async () => {
  await server.stop();
  mkdirSync(".reports", { recursive: true });
  writeFileSync(
    testAccountsOnPostgres() ? ".reports/fuzz-postgres.json" : ".reports/fuzz.json",
    JSON.stringify({ payloads: sent, serverErrors: serverErrors.length }),
  );
  console.log(
    `fuzz: ${sent} payloads sent to ${endpoints.length} endpoints, ${serverErrors.length} answers of 500 or above`,
  );
});

const fromSchema = <A>(schema: Schema.Codec<A, unknown>): fc.Arbitrary<A> => {
  const generator = Arbitrary.schema(schema);
  return fc
    .integer()
    .map((seed) => Effect.runSync(Arbitrary.sampleEffect(generator, { count: 1, seed, size: 8 }))[0] as A);
};

const send = async (
  method: string,
  path: string,
  init: { headers?: Record<string, string>; body?: string },
) => {
  sent += 1;
  // From the product's own origin, so that writes reach the decoding and the handlers (a write from
  // elsewhere stops at the CSRF check).
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { origin: server.deps.config.publicOrigin, ...init.headers },
    ...(method === "GET" || init.body === undefined ? {} : { body: init.body }),
  });
  const text = await response.text();
  if (response.status >= 500)
    serverErrors.push(`${method} ${path} -> ${response.status} ${text.slice(0, 200)}`);
  return response.status;
};

const fillPath = (template: string, value: string) => template.replace(/\{\w+\}/g, encodeURIComponent(value));

const contentTypes = fc.constantFrom(
  "application/json",
  "application/x-www-form-urlencoded",
  "text/plain",
  "multipart/form-data; boundary=x",
  "",
);
const garbageBody = fc.oneof(
  fc.string({ unit: "binary", maxLength: 300 }),
  fc.json({ maxDepth: 3 }),
  fc
    .dictionary(fc.string({ maxLength: 12 }), fc.string({ maxLength: 40 }))
    .map((d) => new URLSearchParams(d).toString()),
  fc.constantFrom(
    "{",
    "[",
    "null",
    "true",
    "\u0000",
    "%",
    "%zz=1&&=",
    '{"__proto__":{"x":1}}',
    "a=1&a=2&a[]=3",
  ),
);
const cookieJunk = fc.option(
  fc.oneof(
    fc.constant("token=forged"),
    fc.string({ maxLength: 60 }).map((s) => `token=${encodeURIComponent(s)}`),
    fc.constant("").map(() => signedIn),
    fc.constant("").map(() => signedIn),
  ),
  { nil: undefined },
);

const withCookie = (headers: Record<string, string>, cookie: string | undefined) =>
  cookie === undefined ? headers : { ...headers, cookie };

describe.each(endpoints.map((e) => [e.name, e] as const))("fuzz %s", (_name, endpoint: Endpoint) => {
  it("never answers 500 to a well-shaped request", async () => {
    const parts = Object.entries(endpoint.request).map(([part, schema]) => [
      part,
      fromSchema(schema as WireSchema),
    ]);
    await fc.assert(
      fc.asyncProperty(
        fc.record(Object.fromEntries(parts), { noNullPrototype: true }),
        cookieJunk,
        async (request, cookie) => {
          const wire = encodeRequest(endpoint, request as never);
          if (wire._tag === "Failure") return true;
          const { method, path, query, headers, body } = wire.success;
          const status = await send(method, `${path}${query ? `?${query}` : ""}`, {
            headers: withCookie({ ...headers }, cookie),
            ...(body === undefined ? {} : { body }),
          });
          return status < 500;
        },
      ),
      { numRuns: RUNS_PER_KIND },
    );
  });

  it("never answers 500 to garbage", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 40 }),
        fc.string({ maxLength: 80 }),
        contentTypes,
        garbageBody,
        cookieJunk,
        async (pathValue, query, contentType, body, cookie) => {
          const headers = withCookie(contentType ? { "content-type": contentType } : {}, cookie);
          const path = `${fillPath(endpoint.path, pathValue)}?${encodeURI(query).replace(/#/g, "%23")}`;
          const status = await send(endpoint.method, path, { headers, body });
          return status < 500;
        },
      ),
      { numRuns: RUNS_PER_KIND },
    );
  });
});

// The export is a route of its own (a file, not the envelope), outside the registry: fuzzed here.
describe("fuzz the trade export", () => {
  const param = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.constantFrom("IMP_USA_BL_SEA", "csv", "xlsx", "0", "-1"),
  );
  const known = fc.record(
    {
      datasets: fc.oneof(fc.constantFrom("IMP_USA_BL_SEA", "IMP_USA_BL_SEA,EXP_INDIA_CD_DEF", "NOPE"), param),
      format: fc.oneof(fc.constantFrom("csv", "xlsx"), param),
      keyword: param,
      kind: fc.oneof(fc.constantFrom("description", "importer", "exporter", "hsCode"), param),
      sort: fc.oneof(fc.constantFrom("date", "weight", "value"), param),
      order: fc.oneof(fc.constantFrom("asc", "desc"), param),
      startTime: fc.oneof(fc.constantFrom("2025-01-01", "2025-13-40"), param),
      hs: param,
    },
    { requiredKeys: [] },
  );
  it("never answers 500, to known parameters with any values or to garbage", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          known.map((q) => new URLSearchParams(q as Record<string, string>).toString()),
          fc.string({ maxLength: 80 }).map((q) => encodeURI(q).replace(/#/g, "%23")),
        ),
        cookieJunk,
        async (query, cookie) =>
          (await send("GET", `${TRADE_EXPORT_PATH}?${query}`, { headers: withCookie({}, cookie) })) < 500,
      ),
      { numRuns: RUNS_PER_KIND * 2 },
    );
  });
});

describe("fuzz the market-analysis export", () => {
  const param = fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom("un", "cn", "csv", "xlsx", "0", "-1"));
  const known = fc.record(
    {
      source: fc.oneof(fc.constantFrom("un", "cn"), param),
      format: fc.oneof(fc.constantFrom("csv", "xlsx"), param),
      flow: fc.oneof(fc.constantFrom("import", "export"), param),
      hsLevel: fc.oneof(fc.constantFrom("2", "4", "6", "8"), param),
      hs: param,
      partner: fc.oneof(fc.constantFrom("US", "US,DE", "ZZ"), param),
      from: fc.oneof(fc.constantFrom("2025-01", "2025-13", "0000-01"), param),
      to: param,
      currency: fc.oneof(fc.constantFrom("USD", "CNY"), param),
      sort: param,
      order: param,
    },
    { requiredKeys: [] },
  );
  it("never answers 500, to known parameters with any values or to garbage", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          known.map((q) => new URLSearchParams(q as Record<string, string>).toString()),
          fc.string({ maxLength: 80 }).map((q) => encodeURI(q).replace(/#/g, "%23")),
        ),
        cookieJunk,
        async (query, cookie) =>
          (await send("GET", `${STATS_PARTNERS_EXPORT_PATH}?${query}`, { headers: withCookie({}, cookie) })) <
          500,
      ),
      { numRuns: RUNS_PER_KIND * 2 },
    );
  });
});

describe(`GET ${EXPORT_FILE_PATH}`, () => {
  it("never answers 500, to any id or garbage", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.nat().map((id) => `id=${id}`),
          fc.string({ maxLength: 80 }).map((q) => encodeURI(q).replace(/#/g, "%23")),
        ),
        cookieJunk,
        async (query, cookie) =>
          (await send("GET", `${EXPORT_FILE_PATH}?${query}`, { headers: withCookie({}, cookie) })) < 500,
      ),
      { numRuns: RUNS_PER_KIND },
    );
  });
});

describe("fuzz summary", () => {
  it("saw no answer of 500 or above", () => {
    expect(serverErrors).toEqual([]);
  });
});
