// Issue 31 items 8 and 14 (D334, D335) through the real HTTP stack: a data call over its rate is
// HTTP 429 with Retry-After, the envelope still 20010, whether the caller used an API key or a
// session; each key's calls and refusals are counted per UTC day and listed on the account.
import { API_KEY_CALLS_PER_MINUTE, isoDateOf } from "@portolan/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoApiKey } from "../services/auth/demo-accounts.ts";
import { signIn } from "../testing/sign-in.ts";
import { startTestServer, type TestServer } from "../testing/test-server.ts";

const SESSION_LIMIT = 3;
const US = "IMP_USA_BL_SEA";
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ PORTOLAN_DATA_CALLS_PER_MINUTE: String(SESSION_LIMIT) });
}, 60_000);
afterAll(async () => server.stop());

const withKey = (key: string, path: string) =>
  fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${key}` } });
const body = async (r: Response) =>
  (await r.json()) as { code: number; data: { messageId?: string; params?: Record<string, unknown> } };

describe("a data call over its rate", () => {
  it("is 429 with Retry-After for an API key, and counted as the key's refusal of the day", async () => {
    const key = demoApiKey({ account: "demo-trade" });
    const statuses: number[] = [];
    for (let i = 0; i < API_KEY_CALLS_PER_MINUTE - 1; i += 1)
      statuses.push((await withKey(key, `/searching/cds?datasets=${US}`)).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const bad = await withKey(key, `/searching/cds?datasets=${US}&wmin=1,000`);
    expect(bad.status).toBe(200);
    expect((await body(bad)).code).toBe(10001);
    const over = await withKey(key, `/searching/cds?datasets=${US}`);
    expect(over.status).toBe(429);
    expect(over.headers.get("retry-after")).toBe("60");
    expect(await body(over)).toMatchObject({
      code: 20010,
      data: { messageId: "errors.tooManyAttempts", params: { seconds: 60 } },
    });

    const { client } = await signIn(server, "demo-trade");
    const listed = await body(await client.get("/console/account/api-keys"));
    const data = listed.data as unknown as {
      keys: { id: number; hint: string }[];
      usage: { keyId: number; day: string; requests: number; refusals: number }[];
      usageDays: number;
    };
    const keyId = data.keys.find((k) => key.startsWith(k.hint.replace("…", "")))?.id;
    expect(data.usageDays).toBe(30);
    // 59 answered, a filter refused (10001) as the 60th the rate lets through, then the 429.
    expect(data.usage).toEqual([
      { keyId, day: isoDateOf(server.clock.now()), requests: API_KEY_CALLS_PER_MINUTE + 1, refusals: 2 },
    ]);
  });

  it("is 429 with Retry-After for a signed-in session, on the data calls only", async () => {
    const { client } = await signIn(server, "demo-trade");
    for (let i = 0; i < SESSION_LIMIT; i += 1)
      expect((await client.get(`/searching/cds?datasets=${US}`)).status).toBe(200);
    const over = await client.get(`/searching/cds/facets?datasets=${US}`);
    expect(over.status).toBe(429);
    expect(over.headers.get("retry-after")).toBe("60");
    expect((await body(over)).code).toBe(20010);
    // The account's own pages are no data calls: not held to the rate.
    expect((await client.get("/console/user/identity")).status).toBe(200);
    server.clock.advance(61_000);
    expect((await client.get(`/searching/cds?datasets=${US}`)).status).toBe(200);
  });
});
