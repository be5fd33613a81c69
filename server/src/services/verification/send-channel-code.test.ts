// sendChannelCode through the real HTTP stack: email like sendVerifyCode, mobile codes texted into
// the outbox, and their own limit code.
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../testing/test-server.ts";
import { lastTextedCode, postForm, sendMobileCode, solveCaptcha } from "./verification-test-kit.ts";

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

describe("sendChannelCode", () => {
  it("sends an email code like sendVerifyCode", async () => {
    const client = server.client();
    const body = await postForm(client, "/api/public/sendCode", {
      channel: "email",
      target: "chan@acme.example",
      captcha: await solveCaptcha(client),
    });
    expect(body.code).toBe(1);
    expect(server.mailer.sent.at(-1)?.to).toBe("chan@acme.example");
  });

  it("texts a mobile code into the outbox (marked SMS), and limits it with 140006", async () => {
    expect((await sendMobileCode(server, "+86 138-0000-0001")).code).toBe(1);
    expect(await lastTextedCode(server)).toMatch(/^\d{6}$/);
    expect(await sendMobileCode(server, "+86 (138) 0000 0001")).toMatchObject({
      code: 140006,
      data: { messageId: "errors.code.frequentMobileCodes" },
    });
    server.clock.advance(60_000);
    expect((await sendMobileCode(server, "+8613800000001")).code).toBe(1);
  });

  it("answers 140015 when the text cannot be written, without starting the countdown", async () => {
    const outbox = join(server.dataDir, "outbox");
    rmSync(outbox, { recursive: true, force: true });
    writeFileSync(outbox, "not a folder");
    try {
      expect(await sendMobileCode(server, "+86 138 0000 0002")).toMatchObject({
        code: 140015,
        data: { messageId: "errors.code.codeSendingFailed" },
      });
    } finally {
      rmSync(outbox, { force: true });
    }
    expect((await sendMobileCode(server, "+86 138 0000 0002")).code).toBe(1);
  });

  it("answers 10001 for a number that is not a phone number", async () => {
    expect(await sendMobileCode(server, "12ab")).toMatchObject({
      code: 10001,
      data: { issues: [{ field: "mobile", message: "validation.phone.invalid" }] },
    });
    expect(await sendMobileCode(server, "")).toMatchObject({
      code: 10001,
      data: { issues: [{ field: "mobile", message: "validation.creditEnquiry.mobilePhoneRequired" }] },
    });
  });

  it("answers 10001 for an unknown channel (the contract refuses it)", async () => {
    const body = await postForm(server.client(), "/api/public/sendCode", {
      channel: "fax",
      target: "123456",
      captcha: "x",
    });
    expect(body.code).toBe(10001);
  });
});
