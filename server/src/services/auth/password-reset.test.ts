// A forgotten password through the real HTTP stack and SQLite (issue 13): the link by mail, the same
// answer for an unknown address, single use, expiry, every session ended, limits; one live link per
// account (issue 29, D282). The mail goes after the answer (D283), so the tests wait for it.
import { DESIGNED_CODES } from "@portolan/core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signIn as signInAs } from "../../testing/sign-in.ts";
import { startTestServer, type TestClient, type TestServer } from "../../testing/test-server.ts";
import { json } from "../commerce/commerce-test-kit.ts";
import { solveCaptcha } from "../verification/verification-test-kit.ts";
import { RESET_LINK_MINUTES, RESETS_PER_EMAIL_PER_HOUR } from "./password-reset.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.stop());

const captcha = (client: TestClient) => solveCaptcha(client);
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
/** The mail sent as mail number `index` (counting from 0), once it has gone. */
const mailAt = (index: number) =>
  vi.waitFor(() => {
    const mail = server.mailer.sent[index];
    if (mail === undefined) throw new Error(`no mail ${index} yet`);
    return mail;
  });
/** Asks for a link to `email` and answers its token from the mail. */
const linkFor = async (email: string) => {
  const sent = server.mailer.sent.length;
  expect((await forgot(email)).code).toBe(200);
  return tokenIn((await mailAt(sent)).text);
};

describe("password reset", () => {
  it("mails a single-use link; the new password works, the old one and every session end", async () => {
    const before = await signIn("info@demo.portolan.test");
    expect((await json(await before.client.get("/console/user/identity"))).code).toBe(200);
    const sent = server.mailer.sent.length;
    expect(await forgot("Info@Demo.Portolan.test", { "accept-language": "ru" })).toMatchObject({ code: 200 });
    const mail = await mailAt(sent);
    expect(mail).toMatchObject({ to: "info@demo.portolan.test", subject: "Новый пароль для Portolan" });
    const token = tokenIn(mail?.text);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The link names the mail's language: a fresh browser opens the page in Russian (D286).
    expect(mail?.text).toContain(`/reset-password?token=${token}&lang=ru\n`);

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
    await mailAt(sent);
    await new Promise((done) => setTimeout(done, 50));
    expect(server.mailer.sent.slice(sent).map((m) => m.to)).toEqual(["oem@demo.portolan.test"]);
  });

  it("refuses a link past its 30 minutes and a made-up one", async () => {
    const token = await linkFor("download@demo.portolan.test");
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
          captcha: "not-a-solved-challenge",
        }),
      ),
    ).toMatchObject({ code: DESIGNED_CODES.CAPTCHA_INCORRECT });
    for (let i = 0; i < RESETS_PER_EMAIL_PER_HOUR; i += 1)
      expect((await forgot("market@demo.portolan.test")).code).toBe(200);
    expect((await forgot("market@demo.portolan.test")).code).toBe(DESIGNED_CODES.TOO_MANY_ATTEMPTS);
  });

  it("a newer link ends the earlier one, even unused", async () => {
    server.clock.advance(60 * 60_000);
    const t1 = await linkFor("trade@demo.portolan.test");
    const t2 = await linkFor("trade@demo.portolan.test");
    expect(await reset(t1, "harbour-2026")).toMatchObject({
      code: DESIGNED_CODES.RESET_LINK_INVALID,
      data: { messageId: "errors.reset.linkInvalid" },
    });
    expect((await signIn("trade@demo.portolan.test")).code).toBe(200);
    expect((await reset(t2, "harbour-2026")).code).toBe(200);
  });

  it("after a reset with the newer link, the earlier one cannot reset the password back", async () => {
    server.clock.advance(60 * 60_000);
    const t1 = await linkFor("email@demo.portolan.test");
    const t2 = await linkFor("email@demo.portolan.test");
    expect((await reset(t2, "harbour-2026")).code).toBe(200);
    expect((await reset(t1, "attacker-2026")).code).toBe(DESIGNED_CODES.RESET_LINK_INVALID);
    expect((await signIn("email@demo.portolan.test", "attacker-2026")).code).toBe(
      DESIGNED_CODES.LOGIN_FAILED,
    );
    expect((await signIn("email@demo.portolan.test", "harbour-2026")).code).toBe(200);
  });
});
