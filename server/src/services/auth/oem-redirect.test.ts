// The OEM redirect: only http(s) URLs on the caller's OEM hosts or configured hosts.
import { DESIGNED_CODES } from "@portolan/core";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type AuthHarness, GOOD_CAPTCHA, type HarnessClient, startAuthHarness } from "./auth-test-harness.ts";
import { DEMO_PASSWORD } from "./demo-accounts.ts";
import { allowedOemOrigins, oemTarget } from "./oem-redirect.ts";
import { hashToken } from "./session-store.ts";

let h: AuthHarness;
let client: HarnessClient;
beforeEach(async () => {
  h = startAuthHarness({ PORTOLAN_OEM_ALLOWED_HOSTS: "partner.example, https://sso.partner.example:9443" });
  await h.area.seed(h.clock.now());
  client = h.client();
  await client.post("/api/public/login", {
    login: "oem@demo.portolan.test",
    password: DEMO_PASSWORD,
    captcha: GOOD_CAPTCHA,
  });
});
afterEach(() => h.stop());

const redirect = (target: string) =>
  client.get(
    `/auth/public/sso/getRedirectUrl?${new URLSearchParams({ redirect: target, client: "", mode: "cloud" })}`,
  );

const refused = { code: DESIGNED_CODES.OEM_HOST_REFUSED, data: { messageId: "errors.oem.hostRefused" } };

describe("OEM redirect", () => {
  it("answers 200 with the SSO URL of the OEM system, carrying a fresh single ticket", async () => {
    const answer = await redirect("https://crm.oem.portolan.test/login");
    expect(answer.code).toBe(200);
    const url = new URL(String(answer.data));
    expect(`${url.origin}${url.pathname}`).toBe("https://crm.oem.portolan.test/sso");
    const ticket = url.searchParams.get("ticket") ?? "";
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Redeemed here through the store (as the OEM system's call would): kept by hash, not as given,
    // for that host.
    expect(await h.deps.storage.tickets.redeem(ticket, h.clock.now())).toBeUndefined();
    expect(await h.deps.storage.tickets.redeem(hashToken(ticket), h.clock.now())).toMatchObject({
      ticketHash: hashToken(ticket),
      host: "crm.oem.portolan.test",
      expiresAt: h.clock.now() + 60_000,
    });
    expect(String((await redirect("https://crm.oem.portolan.test/login")).data)).not.toContain(ticket);
  });

  it("allows the session's other systems (with a port, a direct link) and the configured hosts", async () => {
    for (const [target, origin] of [
      ["https://erp.oem.portolan.test:8443/login", "https://erp.oem.portolan.test:8443"],
      ["https://open.oem.portolan.test/login", "https://open.oem.portolan.test"],
      // A bare configured host is reached over https, whatever scheme the redirect names.
      ["http://partner.example/login", "https://partner.example"],
      ["partner.example/login", "https://partner.example"],
      ["https://sso.partner.example:9443/x", "https://sso.partner.example:9443"],
    ] as const) {
      const answer = await redirect(target);
      expect(answer.code).toBe(200);
      expect(String(answer.data).startsWith(`${origin}/sso?ticket=`)).toBe(true);
    }
  });

  it("keeps the scheme the system is configured with, never the redirect's", async () => {
    for (const [target, origin] of [
      ["http://crm.oem.portolan.test/login", "https://crm.oem.portolan.test"],
      ["crm.oem.portolan.test/login", "https://crm.oem.portolan.test"],
      ["http://sso.partner.example:9443/x", "https://sso.partner.example:9443"],
    ] as const) {
      const answer = await redirect(target);
      expect(answer.code).toBe(200);
      expect(String(answer.data).startsWith(`${origin}/sso?ticket=`), target).toBe(true);
    }
    const plain = allowedOemOrigins([{ link: "http://b.example:8080/x" }], ["c.example", "http://c.example"]);
    expect(oemTarget("https://b.example:8080/login", plain)).toBe("http://b.example:8080");
    expect(oemTarget("http://c.example/login", plain)).toBe("https://c.example");
  });

  it("refuses hostile and foreign redirects", async () => {
    for (const target of [
      "javascript:alert(1)",
      "JavaScript:alert(document.cookie)//crm.oem.portolan.test",
      "data:text/html,<script>alert(1)</script>",
      "https://evil.example/login",
      "https://crm.oem.portolan.test@evil.example/login",
      "https://evil.example/crm.oem.portolan.test",
      "https://x.crm.oem.portolan.test/login",
      "https://crm.oem.portolan.test.evil.example/login",
      "https://erp.oem.portolan.test/login",
      "https://crm.oem.portolan.test:444/login",
      "//crm.oem.portolan.test/login",
      "ftp://crm.oem.portolan.test/login",
      "https://crm.oem.portolan.test\\@evil.example",
      "",
    ])
      expect(await redirect(target)).toMatchObject(refused);
  });

  it("refuses every host to an account with no OEM systems", async () => {
    const other = h.client();
    await other.post("/api/public/login", {
      login: "main@demo.portolan.test",
      password: DEMO_PASSWORD,
      captcha: GOOD_CAPTCHA,
    });
    const answer = await other.get(
      `/auth/public/sso/getRedirectUrl?${new URLSearchParams({ redirect: "https://crm.oem.portolan.test/login", client: "", mode: "cloud" })}`,
    );
    expect(answer).toMatchObject(refused);
  });

  it("needs a session", async () => {
    const answer = await h
      .client()
      .get(
        "/auth/public/sso/getRedirectUrl?redirect=https%3A%2F%2Fcrm.oem.portolan.test%2Flogin&client=&mode=cloud",
      );
    expect(answer.code).toBe(401);
  });

  it("never answers anything but an http(s) URL of an allowed host (property)", async () => {
    const allowed = allowedOemOrigins(
      [{ companyDomain: "https://crm.oem.portolan.test" }, { link: "http://b.example:8080" }],
      [],
    );
    const parts = fc.constantFrom(
      "javascript:",
      "data:",
      "https://",
      "http://",
      "//",
      "crm.oem.portolan.test",
      "b.example:8080",
      "@",
      "evil.example",
      "/",
      "\\",
      ":",
      "%2F",
      ".",
      "#",
      "?",
      "\t",
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.array(parts, { maxLength: 8 }).map((p) => p.join("")),
        ),
        (text) => {
          const origin = oemTarget(text, allowed);
          if (origin === undefined) return;
          const url = new URL(origin);
          expect(["https://crm.oem.portolan.test", "http://b.example:8080"]).toContain(origin);
          expect(allowed.get(url.host)).toBe(origin);
          expect(url.username + url.password).toBe("");
        },
      ),
      { numRuns: 2000 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(parts, { maxLength: 6 }).map((p) => p.join("")),
        async (text) => {
          const answer = await redirect(text);
          if (answer.code !== 200) {
            expect(answer).toMatchObject(refused);
            return;
          }
          const url = new URL(String(answer.data));
          expect([
            "crm.oem.portolan.test",
            "erp.oem.portolan.test:8443",
            "open.oem.portolan.test",
            "partner.example",
            "sso.partner.example:9443",
          ]).toContain(url.host);
          expect(["http:", "https:"]).toContain(url.protocol);
        },
      ),
      { numRuns: 150 },
    );
  });
});
