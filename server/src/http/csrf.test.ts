import fc from "fast-check";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { csrfGuard, isSameOriginWrite, originOf } from "./csrf.ts";

const own = "https://portolan.example";
const write = (origin?: string, referer?: string, secFetchSite?: string) =>
  isSameOriginWrite(own, { origin, referer, secFetchSite });

describe("a same-origin write", () => {
  it("has the public origin's scheme, host and port in Origin", () => {
    expect(write(own)).toBe(true);
    expect(write("https://PORTOLAN.example:443")).toBe(true);
    expect(write(own, undefined, "same-origin")).toBe(true);
    for (const other of [
      "http://portolan.example",
      "https://portolan.example:8443",
      "https://evil.example",
      "https://portolan.example.evil.example",
      "null",
      "",
      "file:///x",
    ])
      expect(write(other, `${own}/account`), other).toBe(false);
  });

  it("falls back to Referer's origin only when Origin is absent", () => {
    expect(write(undefined, `${own}/account/basicinfo?x=1`)).toBe(true);
    expect(write(undefined, "http://portolan.example/account")).toBe(false);
    expect(write(undefined, "not a url")).toBe(false);
    expect(write(undefined, undefined)).toBe(false);
  });

  it("is never one the browser marks cross-site", () => {
    expect(write(own, undefined, "cross-site")).toBe(false);
  });

  it("is accepted only when the claimed origin is the public origin (property)", () => {
    fc.assert(
      fc.property(fc.webUrl(), fc.option(fc.webUrl(), { nil: undefined }), (origin, referer) => {
        expect(write(origin, referer)).toBe(originOf(origin) === own);
      }),
    );
  });
});

describe("the CSRF guard", () => {
  const app = new Hono();
  app.use(csrfGuard(own, ["/webhook"]));
  app.on(["GET", "POST"], "/*", (c) => c.text("ok"));
  const status = async (method: string, path: string, headers: Record<string, string> = {}) =>
    (await app.request(path, { method, headers })).status;

  it("lets reads through and stops a write from nowhere or elsewhere", async () => {
    expect(await status("GET", "/x")).toBe(200);
    expect(await status("POST", "/x")).toBe(403);
    expect(await status("POST", "/x", { origin: "https://evil.example" })).toBe(403);
    expect(await status("POST", "/x", { origin: own })).toBe(200);
  });

  it("lets a self-authenticating path (the signed payment webhook) through without an origin", async () => {
    expect(await status("POST", "/webhook")).toBe(200);
    expect(await status("POST", "/webhook/other")).toBe(403);
  });
});
