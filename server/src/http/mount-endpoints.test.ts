// The HTTP stack around every endpoint, against a real server and SQLite file.
import { api } from "@portolan/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { solveCaptcha } from "../services/verification/verification-test-kit.ts";
import { startTestServer, type TestServer } from "../testing/test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.stop());

describe("the HTTP stack", () => {
  it("has a handler for every endpoint of the contracts registry", () => {
    expect(Object.keys(server.app.handlers).sort()).toEqual(Object.keys(api).sort());
  });

  it("answers a call that needs a session, without one, with body code 401", async () => {
    const response = await server.client().get("/console/user/identity");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      code: 401,
      data: { messageId: "errors.session.required" },
    });
  });

  it("answers an unknown or forged session token with 401", async () => {
    const response = await server.client().get("/console/user/identity", { cookie: "token=forged" });
    expect(await response.json()).toMatchObject({ code: 401 });
  });

  it("answers malformed input with 10001 and the wrong-parameters message, never a 500", async () => {
    const client = server.client();
    for (const body of ["{", "null", "[]", '{"login": 5}', "\u0000"]) {
      const response = await fetch(`${server.url}/api/public/login`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.deps.config.publicOrigin },
        body,
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        code: 10001,
        msg: "wrong parameters, please try again later",
      });
    }
    const badForm = await client.post("/api/public/sendVerifyCode", { nothing: "here" }, "form");
    expect(await badForm.json()).toMatchObject({ code: 10001 });
  });

  it("refuses a body of another type than the endpoint's encoding with 415 and its code", async () => {
    const post = (path: string, contentType: string | undefined, body: string) =>
      fetch(`${server.url}${path}`, {
        method: "POST",
        headers: {
          origin: server.deps.config.publicOrigin,
          ...(contentType === undefined ? {} : { "content-type": contentType }),
        },
        body,
      });
    const login = JSON.stringify({ login: "a", password: "b", captcha: "x" });
    const form = "email=a%40b.example&captcha=x";
    for (const [path, type, body] of [
      ["/api/public/login", "text/plain", login],
      ["/api/public/login", "application/x-www-form-urlencoded", login],
      ["/api/public/login", undefined, login],
      ["/api/public/login", "application/json; charset=latin1", login],
      ["/api/public/login", "application/jsonx", login],
      ["/api/public/sendVerifyCode", "application/json", form],
      ["/api/public/sendVerifyCode", "multipart/form-data; boundary=x", form],
      ["/api/public/sendVerifyCode", "text/plain", form],
    ] as const) {
      const response = await post(path, type, body);
      expect(response.status, `${path} ${type}`).toBe(415);
      expect(await response.json()).toMatchObject({
        code: 10415,
        data: { messageId: "errors.http.unsupportedContentType" },
      });
    }
    for (const [path, type, body] of [
      ["/api/public/login", "application/json", login],
      ["/api/public/login", "Application/JSON; charset=UTF-8", login],
      ["/api/public/sendVerifyCode", "application/x-www-form-urlencoded;charset=UTF-8", form],
    ] as const) {
      const response = await post(path, type, body);
      expect(response.status, `${path} ${type}`).toBe(200);
      expect(((await response.json()) as { code: number }).code).not.toBe(10415);
    }
  });

  it("marks every answer that depends on a session no-store, and only those", async () => {
    const client = server.client();
    const anonymous = await client.get("/console/user/identity");
    expect(anonymous.headers.get("cache-control")).toBe("no-store");
    expect((await client.get("/public/overseas/packages")).headers.get("cache-control")).toBeNull();
    const login = await client.post("/api/public/login", {
      login: "admin@demo.portolan.test",
      password: "portolan-demo",
      captcha: await solveCaptcha(client),
    });
    expect(((await login.json()) as { code: number }).code).toBe(200);
    expect(login.headers.get("cache-control")).toBe("no-store");
    for (const path of [
      "/console/user/identity",
      "/console/user/basicInfo",
      "/console/account/overview",
      "/public/overseas/packages",
    ]) {
      const response = await client.get(path);
      expect(response.headers.get("cache-control"), path).toBe("no-store");
    }
    expect((await client.post("/console/user/logout", {})).headers.get("cache-control")).toBe("no-store");
  });

  it("refuses a body over the size limit with 413", async () => {
    const response = await server.client().post("/api/public/login", { login: "x".repeat(70_000) });
    expect(response.status).toBe(413);
  });

  it("sets the security headers on every response", async () => {
    for (const path of ["/console/user/identity", "/no/such/page", "/api/openapi.json"]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.headers.get("content-security-policy")).toContain("script-src 'self'");
      expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(response.headers.get("content-security-policy")).not.toContain("unsafe-inline");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    }
  });

  it("refuses a cross-site write (CSRF) and accepts a same-origin one", async () => {
    const logout = (headers: Record<string, string>) =>
      fetch(`${server.url}/console/user/logout`, { method: "POST", headers });
    const own = server.deps.config.publicOrigin;
    const { host, port } = new URL(own);
    for (const headers of [
      { origin: "https://evil.example" },
      // The Host header proves nothing: an attacker's name can resolve here.
      { origin: "http://evil.example", host: "evil.example" },
      { origin: `https://${host}` },
      { origin: `http://localhost:${port}` },
      { origin: "null", referer: `${own}/account` },
      { referer: "https://evil.example/page" },
      {},
    ])
      expect((await logout(headers)).status, JSON.stringify(headers)).toBe(403);
    expect((await logout({ referer: `${own}/account/basicinfo?x=1` })).status).toBe(200);
    expect((await logout({ origin: own })).status).toBe(200);
    const crossSite = await fetch(`${server.url}/console/user/logout`, {
      method: "POST",
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
    const same = await server.client().post("/console/user/logout", {});
    expect(same.status).toBe(200);
  });

  it("serves the OpenAPI document generated from the contracts", async () => {
    const response = await fetch(`${server.url}/api/openapi.json`);
    const doc = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\.1/);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/console/user/identity",
        "/api/public/sendVerifyCode",
        "/public/payment/{id}",
      ]),
    );
  });

  it("answers an unknown path with 404", async () => {
    const response = await fetch(`${server.url}/no/such/page`);
    expect(response.status).toBe(404);
  });
});

describe("behind an https public origin", () => {
  it("sends HSTS on every response", async () => {
    const secure = await startTestServer({ PORTOLAN_PUBLIC_ORIGIN: "https://portolan.example" });
    try {
      for (const path of ["/console/user/identity", "/no/such/page", "/api/openapi.json"]) {
        const response = await fetch(`${secure.url}${path}`);
        expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
      }
    } finally {
      await secure.stop();
    }
  });
});
