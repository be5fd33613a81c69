// The search form's look-ups through the real HTTP stack: the HS picker's levels in the three
// languages and its finds, and ports by name or any of their codes (the port tables of server/data).
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

  it("lists a heading's six-digit subheadings (issue 31 item 6)", async () => {
    const subs = await hs({ parent: "8471", lang: "en" });
    expect(subs.map((n) => n.code)).toEqual([
      "847130",
      "847141",
      "847149",
      "847150",
      "847160",
      "847170",
      "847180",
      "847190",
    ]);
    expect(subs[0]).toMatchObject({ level: "subheading", section: "XVI", lang: "en" });
    expect(subs[0]?.name).toMatch(/^Automatic data processing machines; portable/);
    expect((await hs({ parent: "8471", lang: "ru" }))[0]?.lang).toBe("ru");
  });

  const codes = async (q: string, lang = "en") => (await hs({ q, lang })).map((n) => n.code);

  it("finds the goods of the issue as people name them, best match first", async () => {
    expect((await codes("847130"))[0]).toBe("847130");
    expect((await hs({ q: "847130", lang: "en" }))[0]).toMatchObject({ level: "subheading" });
    expect((await codes("chairs"))[0]).toBe("9401");
    expect((await codes("laptop"))[0]).toBe("847130");
    expect((await codes("стулья", "ru"))[0]).toBe("9401");
    expect((await codes("ноутбук", "ru"))[0]).toBe("847130");
    expect((await codes("笔记本电脑", "zh"))[0]).toBe("847130");
    expect((await codes("mobile phone"))[0]).toBe("851713");
    for (const code of await codes("8471")) expect(code.startsWith("8471")).toBe(true);
  });

  it("finds codes by digits or by words in each language", async () => {
    expect((await hs({ q: "9401", lang: "en" })).map((n) => n.code)[0]).toBe("9401");
    expect((await hs({ q: "seats", lang: "en" })).map((n) => n.code)).toContain("9401");
    expect((await hs({ q: "坐具", lang: "zh" })).map((n) => n.code)).toContain("9401");
    expect((await hs({ q: "мебель для сидения", lang: "ru" })).map((n) => n.code)).toContain("9401");
  });

  it("answers nothing for no parent, an unknown parent, and needs a session", async () => {
    expect(await hs({ lang: "en" })).toEqual([]);
    expect(await hs({ parent: "940110", lang: "en" })).toEqual([]);
    expect(await hs({ parent: "XXX", lang: "en" })).toEqual([]);
    const anonymous = await get<unknown>(server.client(), "/searching/cds/hs", { parent: "XX", lang: "en" });
    expect(anonymous.code).toBe(401);
    const bad = await get<unknown>(trade, "/searching/cds/hs", { parent: "XX", lang: "fr" });
    expect(bad.code).toBe(10001);
  });
});

describe("GET /searching/cds/ports", () => {
  interface Hit {
    code: string;
    name: string;
    localName?: string;
    country?: string;
    codes: string[];
    known: boolean;
  }
  const ports = async (params: Record<string, string>) =>
    (await get<{ ports: Hit[] }>(trade, "/searching/cds/ports", params)).data.ports;
  const first = async (q: string) => (await ports({ q }))[0];

  // Codes by hand from server/data/seaports-unlocode.csv (issue 31: these found nothing before).
  it("finds the ports releases name by UN/LOCODE, with every code of each", async () => {
    expect(await first("CNSHA")).toEqual({
      code: "CNSHA",
      name: "Shanghai",
      country: "CN",
      codes: ["CNSHA", "CNSGH", "57035"],
      known: true,
    });
    expect(await first("CNNGB")).toMatchObject({
      code: "CNNGB",
      name: "Ningbo",
      codes: ["CNNGB", "CNNBO", "57020"],
    });
    expect(await first("CNTAO")).toMatchObject({
      code: "CNTAO",
      name: "Qingdao",
      codes: ["CNTAO", "CNQIN", "57047"],
    });
    expect(await first("SGSIN")).toMatchObject({ code: "SGSIN", name: "Singapore", country: "SG" });
  });

  it("finds a port by an alternate code, its Schedule K or D code, or its name", async () => {
    expect((await first("CNSGH"))?.code).toBe("CNSHA");
    expect((await first("cnqin"))?.code).toBe("CNTAO");
    expect((await first("57035"))?.code).toBe("CNSHA");
    expect(await first("2704")).toMatchObject({ code: "USLAX", name: "Los Angeles", country: "US" });
    expect((await first("shanghai"))?.code).toBe("CNSHA");
    expect((await first("Qingdao Gang"))?.code).toBe("CNTAO");
    expect(await ports({ q: "zzzzzz" })).toEqual([]);
    expect((await ports({ q: "a" })).length).toBeLessThanOrEqual(20);
  });

  it("offers a code no table knows as written, so that it can still be searched", async () => {
    expect(await ports({ q: "XXZZZ" })).toEqual([
      { code: "XXZZZ", name: "XXZZZ", codes: ["XXZZZ"], known: false },
    ]);
    expect(await first("99999")).toEqual({ code: "99999", name: "99999", codes: ["99999"], known: false });
    // Five letters typed as a name stay a name.
    expect((await ports({ q: "haifa" })).every((p) => p.known)).toBe(true);
  });

  it("names the ports of a filter's codes under the code asked, unknown codes as written", async () => {
    const named = await ports({ codes: "USLAX,cnsgh,NOPE1" });
    expect(named.map((p) => [p.code, p.name, p.known])).toEqual([
      ["USLAX", "Los Angeles", true],
      ["CNSGH", "Shanghai", true],
      ["NOPE1", "NOPE1", false],
    ]);
  });

  // Names by hand from server/data/port-names-zh-ru.csv (issue 31 item 1: 上海 and Шанхай found nothing).
  it("finds a port by its Chinese or Russian name, whole or begun, in any page's language", async () => {
    for (const q of ["上海", "Шанхай", "шанх"]) expect((await first(q))?.code).toBe("CNSHA");
    expect((await first("鹿特丹"))?.code).toBe("NLRTM");
    expect((await first("Роттердам"))?.code).toBe("NLRTM");
    expect((await first("宁波"))?.code).toBe("CNNGB");
    expect((await first("Нинбо"))?.code).toBe("CNNGB");
    // Chinese has no spaces between words: 来梅 is found inside 不来梅 and 不来梅港 (Bremerhaven).
    const bremen = (await ports({ q: "来梅" })).map((p) => p.code).sort();
    expect(bremen).toEqual(["DEBRE", "DEBRV"]);
  });

  it("gives the name in the language asked beside the English one, none in English or unasked", async () => {
    expect(await first("上海")).toEqual({
      code: "CNSHA",
      name: "Shanghai",
      country: "CN",
      codes: ["CNSHA", "CNSGH", "57035"],
      known: true,
    });
    expect((await ports({ q: "上海", lang: "ru" }))[0]?.localName).toBe("Шанхай");
    expect((await ports({ q: "Шанхай", lang: "zh" }))[0]?.localName).toBe("上海");
    expect((await ports({ q: "CNSGH", lang: "en" }))[0]).not.toHaveProperty("localName");
    expect((await ports({ q: "Piraeus", lang: "ru" }))[0]).toMatchObject({
      name: "Piraeus",
      localName: "Пирей",
    });
    // A filter's chips are named too; a port the table lacks (Ajman) keeps its English name alone.
    const chips = await ports({ codes: "57035,XXZZZ,AEAJM", lang: "zh" });
    expect(chips.map((p) => [p.code, p.name, p.localName])).toEqual([
      ["57035", "Shanghai", "上海"],
      ["XXZZZ", "XXZZZ", undefined],
      ["AEAJM", "Ajman", undefined],
    ]);
  });

  it("refuses a language it does not know, naming the field", async () => {
    const answer = await get<unknown>(trade, "/searching/cds/ports", { q: "上海", lang: "fr" });
    expect(answer.code).toBe(10001);
  });
});
