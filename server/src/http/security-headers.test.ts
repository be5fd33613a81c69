import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { INLINE_SCRIPT_HASHES_FILE } from "@portolan/core";
import fc from "fast-check";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  readInlineScriptHashes,
  STRICT_TRANSPORT_SECURITY,
  securityHeaders,
} from "./security-headers.ts";

const scriptSrc = (policy: string) => policy.split("; ").find((d) => d.startsWith("script-src "));

describe("content security policy", () => {
  it("allows no inline script without a hash", () => {
    expect(scriptSrc(contentSecurityPolicy())).toBe("script-src 'self'");
  });

  it("names no other origin: the open platform's reference is a file of this build (D335)", () => {
    for (const directive of contentSecurityPolicy().split("; "))
      expect(
        directive
          .split(" ")
          .slice(1)
          .every((v) => v.startsWith("'") || v === "data:"),
        directive,
      ).toBe(true);
  });

  it("lets only the API reference document take inline styles and be framed, by this origin (D335)", () => {
    const policy = contentSecurityPolicy();
    const reference = contentSecurityPolicy([], { reference: true });
    expect(policy).toContain("style-src 'self';");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(reference).toContain("style-src 'self' 'unsafe-inline';");
    expect(reference).toContain("frame-ancestors 'self'");
    expect(scriptSrc(reference)).toBe("script-src 'self'");
    for (const directive of reference.split("; "))
      expect(
        directive
          .split(" ")
          .slice(1)
          .every((v) => v.startsWith("'") || v === "data:"),
        directive,
      ).toBe(true);
  });

  it("allows exactly the hashed inline scripts", () => {
    const hash = "sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=";
    expect(scriptSrc(contentSecurityPolicy([hash]))).toBe(`script-src 'self' '${hash}'`);
  });

  it("never lets a listed value add another source or directive", () => {
    fc.assert(
      fc.property(fc.array(fc.string()), (values) => {
        const policy = contentSecurityPolicy(values);
        expect(policy.split("; ")).toHaveLength(10);
        const sources = scriptSrc(policy)?.split(" ").slice(1) ?? [];
        for (const s of sources.slice(1)) expect(s).toMatch(/^'sha(256|384|512)-[A-Za-z0-9+/]+={0,2}'$/);
        expect(policy).not.toMatch(/unsafe/);
      }),
    );
  });
});

describe("the build's inline script hashes", () => {
  it("are read from the built UI, and none without one or from a broken file", () => {
    const dir = mkdtempSync(join(tmpdir(), "portolan-csp-"));
    expect(readInlineScriptHashes(dir)).toEqual([]);
    writeFileSync(join(dir, INLINE_SCRIPT_HASHES_FILE), "{not json");
    expect(readInlineScriptHashes(dir)).toEqual([]);
    writeFileSync(join(dir, INLINE_SCRIPT_HASHES_FILE), JSON.stringify(["sha256-abc=", 3]));
    expect(readInlineScriptHashes(dir)).toEqual(["sha256-abc="]);
  });

  it("reach every response's header", async () => {
    const app = new Hono();
    app.use(securityHeaders(["sha256-abc="]));
    app.get("/", (c) => c.text("ok"));
    const response = await app.request("/");
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self' 'sha256-abc='");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
  });
});

describe("Strict-Transport-Security", () => {
  const served = async (publicOrigin: string) => {
    const app = new Hono();
    app.use(securityHeaders([], publicOrigin));
    app.get("/", (c) => c.text("ok"));
    return (await app.request("/")).headers.get("strict-transport-security");
  };

  it("is sent for an https public origin, a year with subdomains", async () => {
    expect(await served("https://portolan.example")).toBe("max-age=31536000; includeSubDomains");
    expect(await served("HTTPS://portolan.example:8443")).toBe("max-age=31536000; includeSubDomains");
  });

  it("is not sent for a plain http origin", async () => {
    expect(await served("http://localhost:8080")).toBeNull();
  });
});

describe("the headers on every kind of response (D353)", () => {
  const app = new Hono();
  app.use(securityHeaders(["sha256-abc="], "https://p.test"));
  app.get("/context", (c) => c.body("ok", 200, { "content-type": "text/plain" }));
  app.get("/own", () => new Response("own", { headers: { "x-own": "1" } }));
  app.get("/api-reference.html", (c) => c.html("<p>reference</p>"));
  app.get("/thrown", () => {
    throw new Error("boom");
  });
  app.onError((_error, c) => c.text("failed", 500));

  it("reach a response built through the context, one a handler made itself, and an error's", async () => {
    for (const path of ["/context", "/own", "/thrown", "/nowhere"]) {
      const response = await app.request(path);
      expect(response.headers.get("content-security-policy"), path).toBe(
        contentSecurityPolicy(["sha256-abc="]),
      );
      expect(response.headers.get("x-frame-options"), path).toBe("DENY");
      expect(response.headers.get("strict-transport-security"), path).toBe(STRICT_TRANSPORT_SECURITY);
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
    }
    const own = await app.request("/own");
    expect(own.headers.get("x-own")).toBe("1");
    expect(await own.text()).toBe("own");
  });

  it("give the API reference document its own policy and framing", async () => {
    const response = await app.request("/api-reference.html");
    expect(response.headers.get("content-security-policy")).toBe(
      contentSecurityPolicy(["sha256-abc="], { reference: true }),
    );
    expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
  });
});
