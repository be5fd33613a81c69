// The route decisions of the served UI, through the real server, on a small built-UI fixture.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../testing/test-server.ts";

const ui = mkdtempSync(join(tmpdir(), "portolan-ui-routes-"));
const files: Record<string, string> = {
  "cn.html": "home cn",
  "cn/404.html": "404 cn",
  "en/404.html": "404 en",
  "en/aboutus.html": "about en",
  "en/payment/[id].html": "payment template",
  "cn/service/cedarRose.html": "cedar cn",
  "en/service/cedarRose.html": "cedar en",
  "en/countrydetail.html": "country choose en",
  "en/countrydetail@US.html": "country US en",
  "ru/countrydetail@RU.html": "country RU ru",
  "assets/app.js": "js",
  "console.html": "<html><head><title>console</title></head><body></body></html>",
};
for (const [name, text] of Object.entries(files)) {
  mkdirSync(dirname(join(ui, name)), { recursive: true });
  writeFileSync(join(ui, name), text);
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PORTOLAN_UI_DIR: ui });
});
afterAll(async () => server.stop());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers, redirect: "manual" });

describe("serving the UI's pages", () => {
  it("serves a prerendered page and an asset", async () => {
    expect(await (await get("/cn")).text()).toBe("home cn");
    expect(await (await get("/en/aboutus")).text()).toBe("about en");
    const asset = await get("/assets/app.js");
    expect(asset.headers.get("cache-control")).toContain("immutable");
  });

  it("remembers the language of the page visited in the lang cookie, unless it is already that", async () => {
    const langOf = (r: Response) => r.headers.getSetCookie().find((l) => l.startsWith("lang="));
    expect(langOf(await get("/en/aboutus"))).toMatch(/^lang=en; Max-Age=31536000; Path=\/; SameSite=Lax$/);
    expect(langOf(await get("/cn"))).toMatch(/^lang=zh-cn;/);
    expect(langOf(await get("/en/aboutus", { cookie: "lang=en" }))).toBeUndefined();
    expect(langOf(await get("/cn/service/cedarRose?lang=en", { cookie: "lang=en" }))).toBeUndefined();
    expect(langOf(await get("/assets/app.js"))).toBeUndefined();
    // A page the browser fetches ahead of a click (link prefetch) is no visit.
    expect(
      langOf(await get("/en/aboutus", { cookie: "lang=ru", "sec-purpose": "prefetch" })),
    ).toBeUndefined();
    expect(langOf(await get("/en/aboutus", { cookie: "lang=ru", purpose: "prefetch" }))).toBeUndefined();
  });

  it("sends an address with doubled slashes to the page it names, never to another host", async () => {
    for (const [path, to] of [
      ["//cn/aboutus", "/cn/aboutus"],
      ["//en//aboutus?x=1", "/en/aboutus?x=1"],
      ["///en", "/en"],
    ]) {
      const response = await get(path ?? "");
      expect(response.status).toBe(301);
      expect(response.headers.get("location")).toBe(to);
    }
  });

  it("serves a page's own content for its query value, opened directly or reloaded (issue 12)", async () => {
    expect(await (await get("/en/countrydetail?country=US")).text()).toBe("country US en");
    expect(await (await get("/en/countrydetail?country=us&x=1")).text()).toBe("country US en");
    expect(await (await get("/ru/countrydetail?country=RU")).text()).toBe("country RU ru");
    // A value without a page of its own, or none: the page that says how to choose.
    expect(await (await get("/en/countrydetail?country=ZZ")).text()).toBe("country choose en");
    expect(await (await get("/en/countrydetail")).text()).toBe("country choose en");
  });

  it("sends the English page to an address whose lang query asks for English (spec §2.1)", async () => {
    expect(await (await get("/cn/service/cedarRose?lang=en")).text()).toBe("cedar en");
    expect(await (await get("/cn/service/cedarRose")).text()).toBe("cedar cn");
  });

  it("serves the payment template for any id", async () => {
    const response = await get("/en/payment/123456789012");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("payment template");
  });

  it("redirects a visitor's unknown address to its language home", async () => {
    const response = await get("/en/no-such-page");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/en");
    expect((await get("/nowhere")).headers.get("location")).toBe("/cn");
  });

  it("shows the 404 page of the language for a lang cookie that is not allowed", async () => {
    const response = await get("/en/aboutus", { cookie: "lang=klingon" });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("404 en");
  });

  it("sends a signed-in user from the English service pages to the Chinese ones with lang=en", async () => {
    const client = server.client();
    const captcha = (await (await client.get("/api/public/captcha")).json()) as { data: { id: string } };
    await client.post("/api/public/login", {
      login: "admin@demo.portolan.test",
      password: "portolan-demo",
      captcha: { id: captcha.data.id, answer: server.captchaText.last() },
    });
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const response = await get("/en/service/cedarRose", { cookie });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/cn/service/cedarRose?lang=en");
    const unknown = await get("/en/no-such-page", { cookie });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe("404 en");
    // A menu entry whose site is not built yet (spec §2.6 /marketing/pool): the 404 page in the cookie's language.
    const pool = await get("/marketing/pool", { cookie: `${cookie}; lang=en` });
    expect(pool.status).toBe(404);
    expect(await pool.text()).toBe("404 en");
    expect(await (await get("/marketing/pool", { cookie })).text()).toBe("404 cn");
  });

  it("answers every console address with the console document and its configuration", async () => {
    for (const path of ["/login", "/register", "/dashboard", "/account/basicinfo", "/cost/records"]) {
      const response = await get(path);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain("<title>console</title>");
      const json = /<script type="application\/json" id="portolan-console-config">(.*?)<\/script>/.exec(
        html,
      )?.[1];
      expect(JSON.parse(json ?? "null")).toMatchObject({
        variant: "standard",
        bases: { home: server.deps.config.publicOrigin },
      });
    }
  });

  it("answers a missing asset with 404", async () => {
    expect((await get("/assets/missing.js")).status).toBe(404);
  });
});
