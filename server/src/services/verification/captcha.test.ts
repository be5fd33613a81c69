// GET /api/public/captcha through the real HTTP stack: a signed challenge per call, limited per
// client address, and solved challenges accepted once by the calls that need one.
import type { CaptchaChallenge } from "@portolan/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CAPTCHAS_PER_ADDRESS_PER_MINUTE } from "../../config.ts";
import { solveCaptchaChallenge } from "../../testing/captcha-solver.ts";
import { startTestServer, type TestServer } from "../../testing/test-server.ts";
import { CAPTCHA_ISSUE_WINDOW_MS } from "./verification-policy.ts";
import { postJson } from "./verification-test-kit.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.stop());

const challenge = async (s: TestServer, ip?: string) =>
  (await (
    await s.client().get("/api/public/captcha", ip === undefined ? undefined : { "x-forwarded-for": ip })
  ).json()) as {
    code: number;
    data: CaptchaChallenge;
  };

describe("getCaptcha", () => {
  it("answers a new signed proof-of-work challenge each time, no image", async () => {
    const first = await challenge(server);
    const second = await challenge(server);
    expect(first.code).toBe(200);
    expect(first.data.parameters.algorithm).toBe("PBKDF2/SHA-256");
    expect(first.data.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(second.data.parameters.nonce).not.toBe(first.data.parameters.nonce);
    expect(JSON.stringify(first.data)).not.toContain("image");
  });

  it("is what sign-in needs: solved, it signs in once; replayed or forged, 20009", async () => {
    const payload = await solveCaptchaChallenge((await challenge(server)).data);
    const login = (captcha: string) =>
      postJson(server.client(), "/api/public/login", {
        login: "admin@demo.portolan.test",
        password: "portolan-demo",
        captcha,
      });
    expect((await login(payload)).code).toBe(200);
    expect(await login(payload)).toMatchObject({
      code: 20009,
      data: { messageId: "errors.captcha.incorrect" },
    });
    expect((await login("eyJ9")).code).toBe(20009);
  });
});

describe("getCaptcha's limit per client address", () => {
  it("issues 30 a minute to one address, then answers 20010 until the minute has passed", async () => {
    // The configured default (test servers otherwise lift it).
    const limited = await startTestServer({ PORTOLAN_CAPTCHAS_PER_MINUTE: "" });
    try {
      const codeFrom = async (ip: string) => (await challenge(limited, ip)).code;
      expect(CAPTCHAS_PER_ADDRESS_PER_MINUTE).toBe(30);
      for (let i = 0; i < CAPTCHAS_PER_ADDRESS_PER_MINUTE; i += 1)
        expect(await codeFrom("198.51.100.1")).toBe(200);
      const refused = await limited
        .client()
        .get("/api/public/captcha", { "x-forwarded-for": "198.51.100.1" });
      expect(await refused.json()).toMatchObject({
        code: 20010,
        data: { messageId: "errors.tooManyAttempts" },
      });
      expect(await codeFrom("198.51.100.2")).toBe(200);
      limited.clock.advance(CAPTCHA_ISSUE_WINDOW_MS + 1);
      expect(await codeFrom("198.51.100.1")).toBe(200);
    } finally {
      await limited.stop();
    }
  });

  it("reads its limit from PORTOLAN_CAPTCHAS_PER_MINUTE", async () => {
    const strict = await startTestServer({ PORTOLAN_CAPTCHAS_PER_MINUTE: "2" });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i += 1) codes.push((await challenge(strict)).code);
      expect(codes).toEqual([200, 200, 20010]);
    } finally {
      await strict.stop();
    }
  });
});
