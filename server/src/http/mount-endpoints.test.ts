// The HTTP stack around every endpoint, against a real server and SQLite file.
import { api } from "@portolan/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
        headers: { "content-type": "application/json" },
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
    const forged = await fetch(`${server.url}/console/user/logout`, {
      method: "POST",
      headers: { origin: "https://evil.example" },
    });
    expect(forged.status).toBe(403);
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
