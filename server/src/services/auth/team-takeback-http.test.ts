// A main account takes back what it shared (issue 29 §10), through the real HTTP stack: a data set
// that the sub-account also held itself, and a permission; both end at once for the sub-account's
// session and its API key, and come back when assigned again.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../../testing/sign-in.ts";
import { startTestServer, type TestClient, type TestServer } from "../../testing/test-server.ts";
import { demoApiKey } from "./demo-accounts.ts";

const US = "IMP_USA_BL_SEA";
type Body = { code: number; data: Record<string, unknown> };
type Member = { id: number; account: string; assigned?: string; permissions: string[] };

let server: TestServer;
let main: TestClient;
let sub: TestClient;
const json = async (r: Response) => (await r.json()) as Body;
const withKey = async (key: string, path: string) =>
  (await json(await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${key}` } }))).code;
const team = async () =>
  (await json(await main.get("/console/team"))).data as {
    shareable: string;
    shareablePermissions: string[];
    members: Member[];
  };
const sara = async () => (await team()).members.find((m) => m.account === "demo-trade-sub") as Member;
const assign = async (body: Record<string, unknown>) =>
  json(await main.post("/console/team/datasets", { accountId: (await sara()).id, ...body }, "json"));
const identity = async () =>
  (await json(await sub.get("/console/user/identity"))).data as {
    customs_data_source: string;
    permissions: { TS?: { SO?: boolean } };
  };

beforeAll(async () => {
  server = await startTestServer();
  main = (await signIn(server, "demo-trade")).client;
  sub = (await signIn(server, "demo-trade-sub")).client;
}, 60_000);
afterAll(async () => server.stop());

describe("a main account taking back what it shared", () => {
  it("ends a data set at once for the sub-account's session and key, and gives it back", async () => {
    const key = demoApiKey({ account: "demo-trade-sub" });
    expect((await json(await sub.get(`/searching/cds?datasets=${US}`))).code).toBe(200);
    expect(await withKey(key, `/searching/cds?datasets=${US}`)).toBe(200);

    const none = "0".repeat((await team()).shareable.length);
    expect((await assign({ customs_data_source: none })).code).toBe(200);
    expect((await json(await sub.get(`/searching/cds?datasets=${US}`))).code).toBe(52001);
    expect(await withKey(key, `/searching/cds?datasets=${US}`)).toBe(52001);
    expect((await identity()).customs_data_source).not.toContain("1");

    expect((await assign({ customs_data_source: (await team()).shareable })).code).toBe(200);
    expect((await json(await sub.get(`/searching/cds?datasets=${US}`))).code).toBe(200);
    expect(await withKey(key, `/searching/cds?datasets=${US}`)).toBe(200);
  });

  it("changes a sub-account's permissions: trade search taken back and handed on again", async () => {
    const { shareable, shareablePermissions } = await team();
    expect(shareablePermissions).toEqual(expect.arrayContaining(["TRADE_SO", "TRADE_SO_PLUS"]));
    expect((await sara()).permissions).toContain("TRADE_SO");
    expect((await identity()).permissions.TS?.SO).toBe(true);

    const taken = await assign({ customs_data_source: shareable, permissions: [] });
    expect(taken.data.permissions).toEqual([]);
    expect((await identity()).permissions.TS?.SO).toBeUndefined();
    expect((await json(await sub.get("/searching/so?keyword=chairs"))).code).toBe(58002);

    // A permission the main account lacks is dropped, not handed on.
    const given = await assign({
      customs_data_source: shareable,
      permissions: ["TRADE_SO", "MARKET_ANALYSIS"],
    });
    expect(given.data.permissions).toEqual(["TRADE_SO"]);
    expect((await identity()).permissions.TS?.SO).toBe(true);
    expect((await json(await sub.get("/searching/so?keyword=chairs"))).code).not.toBe(58002);
  });
});
