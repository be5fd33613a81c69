// The send-code calls through the real HTTP stack: captcha first, address checks, resend limits,
// a failed send, and the code mail in the caller's language.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../testing/test-server.ts";
import { CAPTCHA_TTL_MS } from "./verification-policy.ts";
import { lastMailedCode, postForm, sendEmailCode, solveCaptcha } from "./verification-test-kit.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.stop());
beforeEach(() => {
  server.mailer.failing = false;
  // Every test starts well clear of the last one's limits.
  server.clock.advance(2 * 60 * 60_000);
});

describe("sendVerifyCode", () => {
  it("mails a 6-digit code to the address and answers code 1", async () => {
    const before = server.mailer.sent.length;
    expect(await sendEmailCode(server, "ada@acme.example")).toMatchObject({ code: 1, msg: "success" });
    expect(server.mailer.sent.length).toBe(before + 1);
    const mail = server.mailer.sent.at(-1);
    expect(mail?.to).toBe("ada@acme.example");
    expect(lastMailedCode(server)).toMatch(/^\d{6}$/);
  });

  it("writes the mail in the caller's language (lang cookie, else Accept-Language, else Chinese)", async () => {
    const cases = [
      [{ cookie: "lang=en" }, "Your Portolan verification code"],
      [{ "accept-language": "ru-RU,ru;q=0.9" }, "Ваш код подтверждения Portolan"],
      [{}, "Portolan 验证码"],
    ] as const;
    for (const [headers, subject] of cases) {
      server.clock.advance(2 * 60 * 60_000);
      const client = server.client();
      const body = { email: "lang@acme.example", captcha: await solveCaptcha(client) };
      const response = await client.post("/api/public/sendVerifyCode", body, "form", headers);
      expect(await response.json()).toMatchObject({ code: 1 });
      expect(server.mailer.sent.at(-1)?.subject).toBe(subject);
      expect(server.mailer.sent.at(-1)?.text).toContain(lastMailedCode(server));
    }
  });

  it("checks the captcha first: a payload that is not a solved challenge is 20009, nothing sent", async () => {
    const client = server.client();
    const before = server.mailer.sent.length;
    const body = await postForm(client, "/api/public/sendVerifyCode", {
      email: "not an email",
      captcha: Buffer.from(JSON.stringify({ challenge: {}, solution: {} })).toString("base64"),
    });
    expect(body).toMatchObject({ code: 20009, data: { messageId: "errors.captcha.incorrect" } });
    expect(server.mailer.sent.length).toBe(before);
  });

  it("lets a solved captcha through once", async () => {
    const client = server.client();
    const captcha = await solveCaptcha(client);
    const send = (email: string) => postForm(client, "/api/public/sendVerifyCode", { email, captcha });
    expect((await send("two@acme.example")).code).toBe(1);
    expect((await send("three@acme.example")).code).toBe(20009);
  });

  it("refuses a solved captcha once its time is over", async () => {
    const client = server.client();
    const old = await solveCaptcha(client);
    server.clock.advance(CAPTCHA_TTL_MS);
    const late = await postForm(client, "/api/public/sendVerifyCode", {
      email: "late@acme.example",
      captcha: old,
    });
    expect(late.code).toBe(20009);
  });

  it("answers 10001 with the issue for an empty or malformed address", async () => {
    expect(await sendEmailCode(server, "  ")).toMatchObject({
      code: 10001,
      data: {
        messageId: "errors.code.wrongParameters",
        issues: [{ field: "email", message: "validation.demo.emailRequired" }],
      },
    });
    expect(await sendEmailCode(server, "ada@")).toMatchObject({
      code: 10001,
      data: { issues: [{ field: "email", message: "validation.email.invalid" }] },
    });
  });

  it("refuses a second code within 60 s with 140010, and sends again after 60 s", async () => {
    expect((await sendEmailCode(server, "count@acme.example")).code).toBe(1);
    server.clock.advance(59_999);
    expect(await sendEmailCode(server, "COUNT@acme.example ")).toMatchObject({
      code: 140010,
      data: { messageId: "errors.code.frequentEmailCodes" },
    });
    server.clock.advance(1);
    expect((await sendEmailCode(server, "count@acme.example")).code).toBe(1);
    expect((await sendEmailCode(server, "other@acme.example")).code).toBe(1);
  });

  it("sends at most 5 codes an hour to one address", async () => {
    for (let i = 0; i < 5; i++) {
      expect((await sendEmailCode(server, "hourly@acme.example", `10.0.0.${i}`)).code).toBe(1);
      server.clock.advance(61_000);
    }
    expect((await sendEmailCode(server, "hourly@acme.example", "10.0.1.1")).code).toBe(140010);
    server.clock.advance(60 * 60_000);
    expect((await sendEmailCode(server, "hourly@acme.example", "10.0.1.1")).code).toBe(1);
  });

  it("sends at most 20 codes an hour from one IP address", async () => {
    for (let i = 0; i < 20; i++)
      expect((await sendEmailCode(server, `ip${i}@acme.example`, "10.9.9.9")).code).toBe(1);
    expect((await sendEmailCode(server, "ip20@acme.example", "10.9.9.9")).code).toBe(140010);
    expect((await sendEmailCode(server, "ip20@acme.example", "10.9.9.10")).code).toBe(1);
  });

  it("answers 140015 when the mail cannot be sent, and the failure does not start the countdown", async () => {
    server.mailer.failing = true;
    expect(await sendEmailCode(server, "down@acme.example")).toMatchObject({
      code: 140015,
      data: { messageId: "errors.code.codeSendingFailed" },
    });
    server.mailer.failing = false;
    expect((await sendEmailCode(server, "down@acme.example")).code).toBe(1);
  });
});
