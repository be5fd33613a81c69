// GET /api/public/captcha through the real HTTP stack.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../testing/test-server.ts";
import { CAPTCHA_ISSUE_WINDOW_MS, CAPTCHAS_PER_ADDRESS_PER_MINUTE } from "./verification-policy.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.stop());

describe("getCaptcha", () => {
  it("answers a new id and an SVG data URL that does not hold the answer", async () => {
    const response = await server.client().get("/api/public/captcha");
    const body = (await response.json()) as { code: number; data: { id: string; image: string } };
    expect(body.code).toBe(200);
    expect(body.data.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(body.data.image.startsWith("data:image/svg+xml;base64,")).toBe(true);
    const svg = Buffer.from(body.data.image.split(",")[1] ?? "", "base64").toString("utf8");
    expect(svg).toContain("<path ");
    expect(svg.toUpperCase()).not.toContain(server.captchaText.last());
    const again = (await (await server.client().get("/api/public/captcha")).json()) as {
      data: { id: string };
    };
    expect(again.data.id).not.toBe(body.data.id);
    expect(server.captchaText.drawn).toHaveLength(2);
  });
});

describe("getCaptcha's limit per client address", () => {
  it("issues 30 a minute to one address, then answers 20010 until the minute has passed", async () => {
    // The configured default (test servers otherwise lift it).
    const limited = await startTestServer({ PORTOLAN_CAPTCHAS_PER_MINUTE: "" });
    try {
      const client = limited.client();
      const codeFrom = async (ip: string) =>
        (
          (await (await client.get("/api/public/captcha", { "x-forwarded-for": ip })).json()) as {
            code: number;
          }
        ).code;
      expect(CAPTCHAS_PER_ADDRESS_PER_MINUTE).toBe(30);
      for (let i = 0; i < CAPTCHAS_PER_ADDRESS_PER_MINUTE; i += 1)
        expect(await codeFrom("198.51.100.1")).toBe(200);
      const refused = await client.get("/api/public/captcha", { "x-forwarded-for": "198.51.100.1" });
      expect(await refused.json()).toMatchObject({
        code: 20010,
        data: { messageId: "errors.tooManyAttempts" },
      });
      expect(limited.captchaText.drawn).toHaveLength(CAPTCHAS_PER_ADDRESS_PER_MINUTE);
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
      for (let i = 0; i < 3; i += 1)
        codes.push(
          ((await (await strict.client().get("/api/public/captcha")).json()) as { code: number }).code,
        );
      expect(codes).toEqual([200, 200, 20010]);
    } finally {
      await strict.stop();
    }
  });
});
