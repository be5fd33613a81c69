// GET /api/public/captcha through the real HTTP stack.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../testing/test-server.ts";

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
