// Data API keys through the real HTTP stack: created, listed, revoked on the account; a trade call
// with one acts as its account, within the per-key rate; a key opens nothing but the trade calls.
import { API_KEY_CALLS_PER_MINUTE } from "@portolan/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../../testing/sign-in.ts";
import { startTestServer, type TestClient, type TestServer } from "../../testing/test-server.ts";
import { DEMO_ACCOUNTS, demoApiKey } from "../auth/demo-accounts.ts";

let server: TestServer;
let trade: TestClient;
const US = "IMP_USA_BL_SEA";
const json = async (r: Response) => (await r.json()) as { code: number; data: Record<string, unknown> };
const withKey = (key: string, path: string) =>
  fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${key}` } });

beforeAll(async () => {
  server = await startTestServer();
  trade = (await signIn(server, "demo-trade")).client;
}, 60_000);
afterAll(async () => server.stop());

describe("data API keys", () => {
  it("are created (shown once), listed by their start, used, and revoked", async () => {
    const created = await json(await trade.post("/console/account/api-keys", { name: "  CRM sync " }));
    expect(created.code).toBe(200);
    const key = created.data.key as string;
    expect(key).toMatch(/^ptl_[A-Za-z0-9_-]{32}$/);
    const view = created.data.view as { id: number; name: string; hint: string };
    expect(view).toMatchObject({ name: "CRM sync", hint: `${key.slice(0, 8)}…` });

    const search = await json(await withKey(key, `/searching/cds?datasets=${US}`));
    expect(search.code).toBe(200);
    // The key carries its account's grant, and nothing more.
    expect((await json(await withKey(key, "/searching/cds?datasets=IMP_INDIA_CD_DEF"))).code).toBe(52001);
    const listed = await json(await trade.get("/console/account/api-keys"));
    const mine = (listed.data.keys as { id: number; lastUsedAt?: number; name: string }[]).find(
      (k) => k.id === view.id,
    );
    expect(mine?.lastUsedAt).toBeDefined();
    expect(JSON.stringify(listed)).not.toContain(key);

    expect((await json(await trade.post("/console/account/api-keys/revoke", { id: view.id }))).code).toBe(
      200,
    );
    expect((await json(await withKey(key, `/searching/cds?datasets=${US}`))).code).toBe(53003);
    expect((await json(await trade.post("/console/account/api-keys/revoke", { id: view.id }))).code).toBe(
      53002,
    );
  });

  it("refuse an empty name and an eleventh key", async () => {
    expect(await json(await trade.post("/console/account/api-keys", { name: " " }))).toMatchObject({
      code: 10001,
      data: { messageId: "apiKeys.name.required" },
    });
    const { client } = await signIn(server, "demo-market");
    let last = 0;
    for (let i = 0; i < 11; i += 1)
      last = (await json(await client.post("/console/account/api-keys", { name: `k${i}` }))).code;
    // The market account has its demo key already: the tenth new one is refused.
    expect(last).toBe(53001);
  });

  it("open the trade calls only, and a key may call so often a minute", async () => {
    const demo = DEMO_ACCOUNTS.find((a) => a.account === "demo-admin");
    const key = demoApiKey(demo as { account: string });
    expect((await json(await withKey(key, "/console/user/identity"))).code).toBe(401);
    expect((await json(await withKey("ptl_not-a-key", `/searching/cds?datasets=${US}`))).code).toBe(53003);
    const codes: number[] = [];
    for (let i = 0; i <= API_KEY_CALLS_PER_MINUTE; i += 1)
      codes.push((await json(await withKey(key, `/searching/cds?datasets=${US}`))).code);
    expect(codes.slice(0, API_KEY_CALLS_PER_MINUTE).every((c) => c === 200)).toBe(true);
    expect(codes.at(-1)).toBe(20010);
    server.clock.advance(61_000);
    expect((await json(await withKey(key, `/searching/cds?datasets=${US}`))).code).toBe(200);
  });

  it("download exports too", async () => {
    const key = demoApiKey({ account: "demo-trade" });
    const r = await withKey(key, `/searching/cds/export?datasets=${US}&format=csv`);
    expect(r.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  });
});
