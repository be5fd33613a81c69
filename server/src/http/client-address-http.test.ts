// The client address through the real HTTP stack: X-Forwarded-For counts only from a trusted proxy.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { solveCaptcha } from "../services/verification/verification-test-kit.ts";
import { startTestServer, type TestServer } from "../testing/test-server.ts";

const claim = {
  creditor: { companyName: "Acme", contactName: "Ada", email: "ada@acme.example", phone: "+1 555 0100" },
  debtor: {
    companyName: "Initech",
    contactName: "Bill",
    lastContactDate: "2024-03-01",
    debtValue: 50000,
    debtCurrency: "USD",
    lastContactDetails: "Promised to pay in March",
  },
};

const postClaim = async (server: TestServer, forwardedFor: string) => {
  const captcha = await solveCaptcha(server.client());
  const answer = await server
    .client()
    .post("/api/public/debtCollection/claim", { ...claim, captcha }, "json", {
      "x-forwarded-for": forwardedFor,
    });
  return ((await answer.json()) as { code: number }).code;
};

let direct: TestServer;
let proxied: TestServer;
beforeAll(async () => {
  // The default: no proxy is trusted, the socket's peer is the client.
  direct = await startTestServer({ PORTOLAN_TRUSTED_PROXIES: "" });
  proxied = await startTestServer({ PORTOLAN_TRUSTED_PROXIES: "127.0.0.1, ::1, 10.0.0.0/8" });
});
afterAll(async () => {
  await direct.stop();
  await proxied.stop();
});

describe("the client address", () => {
  it("ignores X-Forwarded-For from a peer that is not a trusted proxy: stored and mailed as the peer", async () => {
    expect(await postClaim(direct, "198.51.100.23")).toBe(200);
    const [stored] = await direct.deps.storage.forms.list("debt-claim");
    expect(stored?.ip).toBe("127.0.0.1");
    const sales = direct.mailer.sent.find((m) => m.to === direct.deps.config.salesEmail);
    expect(sales?.text).toContain("IP address: 127.0.0.1");
    expect(sales?.text).not.toContain("198.51.100.23");
  });

  it("keeps a per-address limit however X-Forwarded-For changes", async () => {
    direct.clock.advance(2 * 60 * 60_000);
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) codes.push(await postClaim(direct, `198.51.100.${100 + i}`));
    expect(codes).toEqual([200, 200, 200, 200, 200, 20010]);
  });

  it("behind trusted proxies, is the right-most forwarded address that is not one of them", async () => {
    expect(await postClaim(proxied, "6.6.6.6, 198.51.100.7, 10.1.1.1")).toBe(200);
    const [stored] = await proxied.deps.storage.forms.list("debt-claim");
    expect(stored?.ip).toBe("198.51.100.7");
  });
});
