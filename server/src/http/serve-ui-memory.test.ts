// The built UI served from memory (issue 32, D351): each coding as the client accepts it, ETag and
// 304, HEAD, the state of the folder at start (a change on disk needs a restart), and memory that is
// the build's size and does not grow with the addresses asked.
import { mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, securityHeaders } from "./security-headers.ts";
import { type ServeUiOptions, serveUi } from "./serve-ui.ts";

const BUILD = "http://build.test";
const PUBLIC = "https://p.test";
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i % 37}`).join(" ");
const about = `<html><head><link rel="canonical" href="${BUILD}/en/aboutus"></head><body>${words(400)}</body></html>`;
const script = `export const x = "${words(300)}";`;
const payment = `<a href="/ru/payment/_">ru</a><link href="${BUILD}/en/payment/_"><p>${words(200)}</p>`;

const folder = (files: Record<string, string | Uint8Array>) => {
  const root = mkdtempSync(join(tmpdir(), "portolan-ui-memory-"));
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(dirname(join(root, name)), { recursive: true });
    writeFileSync(join(root, name), body);
  }
  return root;
};

const options = (publicOrigin: string): ServeUiOptions => ({
  publicOrigin,
  sessions: { resolve: async () => ({ kind: "none" }) },
  clock: { now: () => 0 },
  consoleConfig: {
    bases: { home: "", data: "", crm: "", console: "", backend: "" },
    utilitiesBase: "",
    variant: "standard",
  },
});

const appOn = (root: string, publicOrigin = PUBLIC) => {
  const app = new Hono();
  app.use(securityHeaders([], publicOrigin));
  const files = serveUi(app, root, options(publicOrigin));
  return { app, files };
};

const prebuiltBr = brotliCompressSync(script);
const root = folder({
  "build-origin.txt": BUILD,
  "en/aboutus.html": about,
  // The build's form of the page before the origin is written in: never sent here.
  "en/aboutus.html.br": brotliCompressSync(about),
  "en/404.html": `<p>${words(100)}</p>`,
  "en/payment/[id].html": payment,
  "assets/app.js": script,
  "assets/app.js.br": prebuiltBr,
  "assets/logo.png": new Uint8Array([137, 80, 78, 71, 1, 2, 3]),
  "console.html": `<html><head><title>console</title></head><body>${words(50)}</body></html>`,
});
const { app, files } = appOn(root);
const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  app.request(path, { method, headers: { cookie: "lang=en", ...headers } });
const bytes = async (r: Response) => new Uint8Array(await r.arrayBuffer());
const decoded = (coding: string | null, body: Uint8Array) =>
  Buffer.from(
    coding === "br" ? brotliDecompressSync(body) : coding === "gzip" ? gunzipSync(body) : body,
  ).toString();

describe("the built UI served from memory", () => {
  it("sends brotli, gzip or the plain bytes as Accept-Encoding asks, each the same text", async () => {
    const expected = about.replaceAll(BUILD, PUBLIC);
    for (const [accept, coding] of [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip, br;q=0", "gzip"],
      ["identity", null],
      ["br;q=0, gzip;q=0", null],
    ] as const) {
      const response = await get("/en/aboutus", { "accept-encoding": accept });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-encoding")).toBe(coding);
      expect(response.headers.get("vary")).toBe("Accept-Encoding");
      expect(decoded(coding, await bytes(response))).toBe(expected);
    }
    const plain = await get("/en/aboutus");
    expect(plain.headers.get("content-encoding")).toBeNull();
  });

  it("sends the build's own brotli file where the provider changed nothing, and compresses the rest once", async () => {
    const js = await get("/assets/app.js", { "accept-encoding": "br" });
    expect(Buffer.from(await bytes(js)).equals(prebuiltBr)).toBe(true);
    expect(js.headers.get("cache-control")).toContain("immutable");
    const gz = await get("/assets/app.js", { "accept-encoding": "gzip" });
    expect(decoded("gzip", await bytes(gz))).toBe(script);
    // An image is sent as it is, whatever is accepted, and does not vary by it.
    const png = await get("/assets/logo.png", { "accept-encoding": "br, gzip" });
    expect(png.headers.get("content-encoding")).toBeNull();
    expect(png.headers.get("vary")).toBeNull();
    expect([...(await bytes(png))]).toEqual([137, 80, 78, 71, 1, 2, 3]);
    // A precompressed form is not a file of its own.
    expect((await get("/assets/app.js.br")).status).toBe(404);
  });

  it("names each form with its own strong ETag and answers 304 when the client has it", async () => {
    const br = await get("/en/aboutus", { "accept-encoding": "br" });
    const plain = await get("/en/aboutus");
    const tag = br.headers.get("etag") ?? "";
    expect(tag).toMatch(/^"[\w-]{22}"$/);
    expect(plain.headers.get("etag")).not.toBe(tag);
    for (const header of [tag, `W/${tag}`, `"other", ${tag}`, "*"]) {
      const again = await get("/en/aboutus", { "accept-encoding": "br", "if-none-match": header });
      expect(again.status).toBe(304);
      expect((await bytes(again)).length).toBe(0);
      expect(again.headers.get("etag")).toBe(tag);
      expect(again.headers.get("vary")).toBe("Accept-Encoding");
      expect(again.headers.get("content-security-policy")).toBe(contentSecurityPolicy([]));
    }
    // The plain form's client asking for brotli has not got those bytes.
    expect(
      (
        await get("/en/aboutus", {
          "accept-encoding": "br",
          "if-none-match": plain.headers.get("etag") ?? "",
        })
      ).status,
    ).toBe(200);
    const console = await get("/login", { "accept-encoding": "gzip" });
    const consoleTag = console.headers.get("etag") ?? "";
    expect(decoded("gzip", await bytes(console))).toContain('id="portolan-console-config"');
    expect((await get("/dashboard", { "accept-encoding": "gzip", "if-none-match": consoleTag })).status).toBe(
      304,
    );
  });

  it("answers HEAD with the headers of GET and no body", async () => {
    const got = await get("/en/aboutus", { "accept-encoding": "gzip" });
    const head = await get("/en/aboutus", { "accept-encoding": "gzip" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String((await bytes(got)).length));
    expect(head.headers.get("etag")).toBe(got.headers.get("etag"));
    expect(head.headers.get("content-encoding")).toBe("gzip");
    expect((await bytes(head)).length).toBe(0);
  });

  it("writes a template page's own address per request, compressed, and keeps nothing of it", async () => {
    const held = files.bytes;
    for (let id = 0; id < 200; id += 1) {
      const response = await get(`/en/payment/A-${id}`, { "accept-encoding": "br" });
      expect(decoded(response.headers.get("content-encoding"), await bytes(response))).toContain(
        `href="/ru/payment/A-${id}"`,
      );
      expect((await get(`/en/missing-${id}.js`)).status).toBe(404);
    }
    const notFound = await get("/en/aboutus", { cookie: "lang=klingon", "accept-encoding": "gzip" });
    expect(notFound.status).toBe(404);
    expect(decoded("gzip", await bytes(notFound))).toContain("word1");
    expect(files.bytes).toBe(held);
  });

  it("serves the folder as it was at start: a change on disk waits for a restart", async () => {
    const local = folder({ "en/aboutus.html": "<p>first</p>", "assets/a.js": "first" });
    const served = appOn(local).app;
    writeFileSync(join(local, "en/aboutus.html"), "<p>second</p>");
    writeFileSync(join(local, "assets/a.js"), "second");
    writeFileSync(join(local, "assets/b.js"), "new");
    const page = await served.request("/en/aboutus", { headers: { cookie: "lang=en" } });
    expect(await page.text()).toBe("<p>first</p>");
    expect(await (await served.request("/assets/a.js")).text()).toBe("first");
    expect((await served.request("/assets/b.js")).status).toBe(404);
    expect(await (await appOn(local).app.request("/assets/a.js")).text()).toBe("second");
  });

  it("holds exactly the build's bytes when it comes precompressed and the origin is its own", () => {
    const text = {
      "en/aboutus.html": about,
      "assets/app.js": script,
      "sitemap.xml": `<urlset>${words(80)}</urlset>`,
    };
    const built: Record<string, string | Uint8Array> = {
      "build-origin.txt": BUILD,
      "assets/logo.png": "png",
    };
    for (const [name, body] of Object.entries(text)) {
      built[name] = body;
      built[`${name}.br`] = brotliCompressSync(body);
      built[`${name}.gz`] = gzipSync(body);
    }
    const local = folder(built);
    const onDisk = readdirSync(local, { recursive: true })
      .map((name) => statSync(join(local, String(name))))
      .filter((s) => s.isFile())
      .reduce((sum, s) => sum + s.size, 0);
    const { files: held } = appOn(local, BUILD);
    expect(held.count).toBe(5);
    expect(held.bytes).toBe(onDisk);
  });
});
