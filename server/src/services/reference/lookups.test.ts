// The search form's look-ups through the real HTTP stack: the HS picker's levels in the three
// languages and its finds, and ports by name or UN/LOCODE (the World Port Index of server/data).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../../testing/sign-in.ts";
import { startTestServer, type TestClient, type TestServer } from "../../testing/test-server.ts";

let server: TestServer;
let trade: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  trade = (await signIn(server, "demo-trade")).client;
}, 60_000);
afterAll(async () => server.stop());

interface Node {
  code: string;
  level: string;
  section: string;
  name: string;
  lang: string;
  examples?: string[];
}
const get = async <T>(client: TestClient, path: string, params: Record<string, string>) =>
  (await (await client.get(`${path}?${new URLSearchParams(params)}`)).json()) as { code: number; data: T };
const hs = async (params: Record<string, string>) =>
  (await get<{ nodes: Node[] }>(trade, "/searching/cds/hs", params)).data.nodes;

describe("GET /searching/cds/hs", () => {
  it("lists a section's chapters and a chapter's headings, named in the language asked", async () => {
    const chapters = await hs({ parent: "XX", lang: "en" });
    expect(chapters.map((n) => n.code)).toEqual(["94", "95", "96"]);
    expect(chapters[0]).toMatchObject({ level: "chapter", section: "XX", lang: "en" });
    expect(chapters[0]?.name).toMatch(/^Furniture/);
    const ru = await hs({ parent: "XX", lang: "ru" });
    expect(ru[0]).toMatchObject({ code: "94", lang: "ru" });
    expect(ru[0]?.name).toMatch(/^Мебель; постельные/);
    const zh = await hs({ parent: "XX", lang: "zh" });
    expect(zh[0]).toMatchObject({ code: "94", lang: "zh" });
    expect(zh[0]?.name).toMatch(/^家具/);
    const headings = await hs({ parent: "94", lang: "ru" });
    expect(headings.map((n) => n.code)).toEqual(["9401", "9402", "9403", "9404", "9405", "9406"]);
    expect(headings[0]?.name).toMatch(/^Мебель для сидения/);
  });

  it("names a heading China's tariff does not name in English, with Chinese examples of what it holds", async () => {
    const [seats] = await hs({ parent: "94", lang: "zh" });
    expect(seats).toMatchObject({ code: "9401", lang: "en" });
    expect(seats?.examples?.length).toBeGreaterThan(0);
    expect(seats?.examples?.every((e) => /\p{Script=Han}/u.test(e))).toBe(true);
    const honey = (await hs({ parent: "04", lang: "zh" })).find((n) => n.code === "0409");
    expect(honey).toMatchObject({ name: "天然蜂蜜", lang: "zh" });
    expect(honey?.examples).toBeUndefined();
  });

  it("finds codes by digits or by words in each language", async () => {
    expect((await hs({ q: "9401", lang: "en" })).map((n) => n.code)).toEqual(["9401"]);
    expect((await hs({ q: "seats", lang: "en" })).map((n) => n.code)).toContain("9401");
    expect((await hs({ q: "坐具", lang: "zh" })).map((n) => n.code)).toContain("9401");
    expect((await hs({ q: "мебель для сидения", lang: "ru" })).map((n) => n.code)).toContain("9401");
  });

  it("answers nothing for no parent, an unknown parent, and needs a session", async () => {
    expect(await hs({ lang: "en" })).toEqual([]);
    expect(await hs({ parent: "9401", lang: "en" })).toEqual([]);
    expect(await hs({ parent: "XXX", lang: "en" })).toEqual([]);
    const anonymous = await get<unknown>(server.client(), "/searching/cds/hs", { parent: "XX", lang: "en" });
    expect(anonymous.code).toBe(401);
    const bad = await get<unknown>(trade, "/searching/cds/hs", { parent: "XX", lang: "fr" });
    expect(bad.code).toBe(10001);
  });
});

describe("GET /searching/cds/ports", () => {
  const ports = async (params: Record<string, string>) =>
    (
      await get<{ ports: { code: string; name: string; country: string }[] }>(
        trade,
        "/searching/cds/ports",
        params,
      )
    ).data.ports;

  it("finds a port by its UN/LOCODE or its name", async () => {
    expect((await ports({ q: "CNQIN" }))[0]).toEqual({ code: "CNQIN", name: "Qingdao Gang", country: "CN" });
    expect((await ports({ q: "qingdao" })).map((p) => p.code)).toContain("CNQIN");
    const la = await ports({ q: "los angeles" });
    expect(la[0]).toMatchObject({ code: "USLAX", country: "US" });
    expect(await ports({ q: "zzzzzz" })).toEqual([]);
    expect((await ports({ q: "a" })).length).toBeLessThanOrEqual(20);
  });

  it("names the ports of a filter's codes", async () => {
    const named = await ports({ codes: "USLAX,cnqin,NOPE1" });
    expect(named.map((p) => p.code).sort()).toEqual(["CNQIN", "USLAX"]);
  });
});
