// The route decisions of the served UI, through the real server, on a small built-UI fixture.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { solveCaptcha } from "../services/verification/verification-test-kit.ts";
import { startTestServer, type TestServer } from "../testing/test-server.ts";

const ui = mkdtempSync(join(tmpdir(), "portolan-ui-routes-"));
const files: Record<string, string> = {
  "cn.html": "home cn",
  "cn/404.html": "404 cn",
  "en/404.html": "404 en",
  "en/aboutus.html": "about en",
  "en/payment/[id].html": "payment template",
  "ru/payment/[id].html": "payment template ru",
  "cn/payment/[id].html": "payment template cn",
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

  it("serves the payment template for any id, in each language (D285)", async () => {
    const response = await get("/en/payment/123456789012");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("payment template");
    expect(await (await get("/ru/payment/42")).text()).toBe("payment template ru");
    expect(await (await get("/cn/payment/A-42")).text()).toBe("payment template cn");
  });

  it("sends `/` and an address without a language to the cookie's, else the browser's language (D286)", async () => {
    const to = async (path: string, headers: Record<string, string>) => {
      const response = await get(path, headers);
      expect(response.status).toBe(302);
      expect(response.headers.get("vary")).toContain("Accept-Language");
      return response.headers.get("location");
    };
    expect(await to("/", { "accept-language": "ru-RU,ru;q=0.9,en-US;q=0.8" })).toBe("/ru");
    expect(await to("/", { "accept-language": "en-GB,en;q=0.9,zh;q=0.8" })).toBe("/en");
    expect(await to("/", { "accept-language": "fr-FR,en;q=0.4,ru;q=0.6" })).toBe("/ru");
    expect(await to("/", { "accept-language": "de-DE" })).toBe("/cn");
    expect(await to("/", {})).toBe("/cn");
    expect(await to("/nowhere", { "accept-language": "ru" })).toBe("/ru");
    // The visitor's own choice wins over the browser's; a language in the address over both.
    expect(await to("/", { "accept-language": "ru", cookie: "lang=en" })).toBe("/en");
    expect(await to("/en/nowhere", { "accept-language": "ru", cookie: "lang=zh-cn" })).toBe("/en");
  });

  it("opens the console in a link's language, else the browser's for a visitor without a cookie (D286)", async () => {
    const langOf = async (path: string, headers: Record<string, string> = {}) => {
      const response = await get(path, headers);
      expect(response.status).toBe(200);
      return response.headers
        .getSetCookie()
        .find((l) => l.startsWith("lang="))
        ?.split(";")[0];
    };
    expect(await langOf("/login", { "accept-language": "ru-RU,ru;q=0.9" })).toBe("lang=ru");
    expect(await langOf("/login", { "accept-language": "en-US" })).toBe("lang=en");
    expect(await langOf("/login", { "accept-language": "ru", cookie: "lang=en" })).toBeUndefined();
    expect(await langOf("/reset-password?token=t&lang=ru", { cookie: "lang=zh-cn" })).toBe("lang=ru");
    expect(await langOf("/reset-password?token=t&lang=ru", { cookie: "lang=ru" })).toBeUndefined();
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
    await client.post("/api/public/login", {
      login: "admin@demo.portolan.test",
      password: "portolan-demo",
      captcha: await solveCaptcha(client),
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
