// A forgotten password through the real HTTP stack and SQLite (issue 13): the link by mail, the same
// answer for an unknown address, single use, expiry, every session ended, limits.
import { DESIGNED_CODES } from "@portolan/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn as signInAs } from "../../testing/sign-in.ts";
import { startTestServer, type TestClient, type TestServer } from "../../testing/test-server.ts";
import { json } from "../commerce/commerce-test-kit.ts";
import { RESET_LINK_MINUTES, RESETS_PER_EMAIL_PER_HOUR } from "./password-reset.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.stop());

const captcha = async (client: TestClient) => {
  const issued = (await (await client.get("/api/public/captcha")).json()) as { data: { id: string } };
  return { id: issued.data.id, answer: server.captchaText.last() };
};
const signIn = (login: string, password?: string) => signInAs(server, login, password);
const forgot = async (email: string, headers: Record<string, string> = {}) => {
  const client = server.client();
  return json(
    await client.post(
      "/api/public/password/forgot",
      { email, captcha: await captcha(client) },
      "json",
      headers,
    ),
  );
};
const reset = async (token: string, password: string) =>
  json(await server.client().post("/api/public/password/reset", { token, password }, "json"));
const tokenIn = (text: string | undefined) =>
  /reset-password\?token=([A-Za-z0-9_-]+)/.exec(text ?? "")?.[1] ?? "";

describe("password reset", () => {
  it("mails a single-use link; the new password works, the old one and every session end", async () => {
    const before = await signIn("info@demo.portolan.test");
    expect((await json(await before.client.get("/console/user/identity"))).code).toBe(200);
    const sent = server.mailer.sent.length;
    expect(await forgot("Info@Demo.Portolan.test", { "accept-language": "ru" })).toMatchObject({ code: 200 });
    const mail = server.mailer.sent[sent];
    expect(mail).toMatchObject({ to: "info@demo.portolan.test", subject: "Новый пароль для Portolan" });
    const token = tokenIn(mail?.text);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    expect(await reset(token, "abc")).toMatchObject({ code: 10001 });
    expect(await reset(token, "harbour-2026")).toMatchObject({ code: 200 });
    expect((await json(await before.client.get("/console/user/identity"))).code).toBe(401);
    expect((await signIn("info@demo.portolan.test")).code).toBe(DESIGNED_CODES.LOGIN_FAILED);
    expect((await signIn("info@demo.portolan.test", "harbour-2026")).code).toBe(200);
    expect(await reset(token, "another-2027")).toMatchObject({
      code: DESIGNED_CODES.RESET_LINK_INVALID,
      data: { messageId: "errors.reset.linkInvalid" },
    });
  });

  it("answers an unknown address exactly like a known one, and mails nothing", async () => {
    const sent = server.mailer.sent.length;
    const unknown = await forgot("nobody@demo.portolan.test");
    const known = await forgot("oem@demo.portolan.test");
    expect(unknown).toEqual(known);
    expect(server.mailer.sent.slice(sent).map((m) => m.to)).toEqual(["oem@demo.portolan.test"]);
  });

  it("refuses a link past its 30 minutes and a made-up one", async () => {
    const sent = server.mailer.sent.length;
    await forgot("download@demo.portolan.test");
    const token = tokenIn(server.mailer.sent[sent]?.text);
    server.clock.advance(RESET_LINK_MINUTES * 60_000);
    expect((await reset(token, "harbour-2026")).code).toBe(DESIGNED_CODES.RESET_LINK_INVALID);
    expect((await reset("made-up-token", "harbour-2026")).code).toBe(DESIGNED_CODES.RESET_LINK_INVALID);
    expect((await signIn("download@demo.portolan.test")).code).toBe(200);
  });

  it("needs the captcha and limits how often one address asks", async () => {
    const client = server.client();
    expect(
      await json(
        await client.post("/api/public/password/forgot", {
          email: "market@demo.portolan.test",
          captcha: { id: "x", answer: "y" },
        }),
      ),
    ).toMatchObject({ code: DESIGNED_CODES.CAPTCHA_INCORRECT });
    for (let i = 0; i < RESETS_PER_EMAIL_PER_HOUR; i += 1)
      expect((await forgot("market@demo.portolan.test")).code).toBe(200);
    expect((await forgot("market@demo.portolan.test")).code).toBe(DESIGNED_CODES.TOO_MANY_ATTEMPTS);
  });
});
