// Issue 31 item 7 (D340) through the real HTTP stack: a refusal's `msg` is in the caller's language —
// the lang cookie of a signed-in browser, else Accept-Language (q-values counted), else English — for a
// session and for an API key alike; `data.messageId` and `data.params` stay what they were. The
// provider's other refusals (CSRF, content type, body size, an unknown address) speak the same way.
import { englishMessages } from "@portolan/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoApiKey } from "../services/auth/demo-accounts.ts";
import { signIn } from "../testing/sign-in.ts";
import { startTestServer, type TestClient, type TestServer } from "../testing/test-server.ts";

let server: TestServer;
let trade: TestClient;
const US = "IMP_USA_BL_SEA";
const HAN = /\p{Script=Han}/u;
const CYRILLIC = /\p{Script=Cyrillic}/u;
const BAD_DATE = `/searching/cds?${new URLSearchParams({ datasets: US, startTime: "03/01/2025" })}`;

type Envelope = { code: number; msg: string; data: Record<string, unknown> };
const envelope = async (r: Response) => (await r.json()) as Envelope;

beforeAll(async () => {
  server = await startTestServer();
  trade = (await signIn(server, "demo-trade")).client;
}, 60_000);
afterAll(async () => server.stop());

describe("a refused filter, said in the caller's language", () => {
  it("is Chinese, Russian or English by Accept-Language, naming the field, with the same id and values", async () => {
    const answers = new Map<string, Envelope>();
    for (const header of ["zh-CN,zh;q=0.9", "ru", "fr", undefined, "en;q=0.2, ru-RU;q=0.8"])
      answers.set(
        String(header),
        await envelope(await trade.get(BAD_DATE, header === undefined ? {} : { "accept-language": header })),
      );
    const zh = answers.get("zh-CN,zh;q=0.9");
    const ru = answers.get("ru");
    expect(zh?.msg).toContain("startTime");
    expect(zh?.msg).toMatch(HAN);
    expect(ru?.msg).toContain("startTime");
    expect(ru?.msg).toMatch(CYRILLIC);
    expect(answers.get("fr")?.msg).toBe(englishMessages["trade.query.startTime"]);
    expect(answers.get("undefined")?.msg).toBe(englishMessages["trade.query.startTime"]);
    // The weights decide: Russian at 0.8 over English at 0.2.
    expect(answers.get("en;q=0.2, ru-RU;q=0.8")?.msg).toBe(ru?.msg);
    for (const body of answers.values())
      expect(body).toMatchObject({
        code: 10001,
        data: { messageId: "trade.query.startTime", params: { field: "startTime", fields: "startTime" } },
      });
    expect(new Set([...answers.values()].map((b) => JSON.stringify(b.data))).size).toBe(1);
  });

  it("follows a signed-in browser's lang cookie over Accept-Language", async () => {
    const { client } = await signIn(server, "demo-trade");
    client.cookies.set("lang", "ru");
    const body = await envelope(await client.get(BAD_DATE, { "accept-language": "zh-CN,zh;q=0.9" }));
    expect(body.msg).toMatch(CYRILLIC);
    client.cookies.set("lang", "zh-cn");
    expect((await envelope(await client.get(BAD_DATE, { "accept-language": "ru" }))).msg).toMatch(HAN);
  });

  it("speaks to an API key's caller (no cookie) by Accept-Language", async () => {
    const key = demoApiKey({ account: "demo-trade" });
    const call = (header: string) =>
      fetch(`${server.url}/searching/cds?datasets=${US}&wmin=1,000`, {
        headers: { authorization: `Bearer ${key}`, "accept-language": header },
      });
    const ru = await call("ru-RU,ru;q=0.9,en;q=0.5");
    expect(ru.headers.get("vary")).toContain("Accept-Language");
    const body = await envelope(ru);
    expect(body).toMatchObject({
      code: 10001,
      data: { messageId: "trade.query.wmin", params: { field: "wmin" } },
    });
    expect(body.msg).toContain("wmin");
    expect(body.msg).toMatch(CYRILLIC);
    expect((await envelope(await call("de-DE"))).msg).toBe(englishMessages["trade.query.wmin"]);
  });
});

describe("the provider's refusals before a call runs", () => {
  const origin = () => server.deps.config.publicOrigin;

  it("refuses a cross-site write in the caller's language", async () => {
    const r = await fetch(`${server.url}/api/public/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": "ru" },
      body: "{}",
    });
    expect(r.status).toBe(403);
    const body = await envelope(r);
    expect(body).toMatchObject({ code: 403, data: { messageId: "errors.http.crossSite" } });
    expect(body.msg).toMatch(CYRILLIC);
  });

  it("refuses another content type, a body too large and an unknown address likewise", async () => {
    const post = (type: string, body: string, language: string) =>
      fetch(`${server.url}/api/public/login`, {
        method: "POST",
        headers: { origin: origin(), "content-type": type, "accept-language": language },
        body,
      });
    const wrongType = await post("text/plain", "{}", "zh-CN");
    expect(wrongType.status).toBe(415);
    const typeBody = await envelope(wrongType);
    expect(typeBody.data).toEqual({ messageId: "errors.http.unsupportedContentType" });
    expect(typeBody.msg).toMatch(HAN);

    const tooLarge = await post("application/json", JSON.stringify({ login: "x".repeat(70_000) }), "ru");
    expect(tooLarge.status).toBe(413);
    const largeBody = await envelope(tooLarge);
    expect(largeBody).toMatchObject({
      code: 10001,
      data: { messageId: "errors.http.tooLarge", params: { kb: 64 } },
    });
    expect(largeBody.msg).toMatch(CYRILLIC);
    expect(largeBody.msg).toContain("64");
    expect((await envelope(await post("application/json", "x".repeat(70_000), "en"))).msg).toBe(
      "The request is too large: at most 64 KB.",
    );

    const unknown = await fetch(`${server.url}/no/such/address`, { headers: { "accept-language": "zh" } });
    expect(unknown.status).toBe(404);
    const unknownBody = await envelope(unknown);
    expect(unknownBody.data).toEqual({ messageId: "errors.page.notFound" });
    expect(unknownBody.msg).toMatch(HAN);
  });
});
