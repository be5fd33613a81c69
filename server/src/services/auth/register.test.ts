// Registration through the endpoint mount (fake captcha and mailed codes).
import { DESIGNED_CODES, ERROR_CODES, NO_OWNERSHIP } from "@portolan/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type AuthHarness, BAD_CAPTCHA, GOOD_CAPTCHA, startAuthHarness } from "./auth-test-harness.ts";

let h: AuthHarness;
beforeEach(async () => {
  h = startAuthHarness();
  await h.area.seed(h.clock.now());
});
afterEach(() => h.stop());

const form = (over: Record<string, unknown> = {}) => ({
  firstName: "Grace",
  lastName: "Hopper",
  email: "grace@navy.example",
  password: "cobol-1959",
  terms: true,
  captcha: GOOD_CAPTCHA,
  emailCode: "123456",
  ...over,
});

describe("register", () => {
  it("creates a level-0 main account with nothing granted and signs it in", async () => {
    h.codes.issue("grace@navy.example", "123456");
    const client = h.client();
    const answer = await client.post("/api/public/register", form());
    expect(answer).toMatchObject({ code: 200, msg: "success" });
    expect(answer.data).toEqual({
      id: expect.any(Number),
      account: "grace@navy.example",
      level: 0,
      nickname: "Grace Hopper",
      email: "grace@navy.example",
      oemDomains: [],
      userRole: [],
      permissions: {},
      membership: 0,
      customs_data_source: NO_OWNERSHIP,
    });
    expect(await client.get("/console/user/identity")).toMatchObject({ code: 200, data: answer.data });
    const again = await h.client().post("/api/public/login", {
      login: "GRACE@navy.example",
      password: "cobol-1959",
      captcha: GOOD_CAPTCHA,
    });
    expect(again.code).toBe(200);
    const row = await h.deps.storage.accounts.findByEmail("grace@navy.example");
    expect(row?.accountType).toBe("member");
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.passwordHash).not.toContain("cobol");
  });

  it("validates the purchase form with core's rules (10001 with the issues, in form order)", async () => {
    const answer = await h
      .client()
      .post(
        "/api/public/register",
        form({ firstName: " ", email: "not-an-email", password: "12345", captcha: "" }),
      );
    expect(answer).toEqual({
      code: ERROR_CODES.WRONG_PARAMETERS,
      msg: "wrong parameters, please try again later",
      data: {
        messageId: "errors.code.wrongParameters",
        issues: [
          { field: "firstName", message: "validation.purchase.firstNameRequired" },
          { field: "email", message: "validation.email.invalid" },
          { field: "password", message: "validation.purchase.passwordTooShort" },
          { field: "captcha", message: "validation.purchase.captchaRequired" },
        ],
      },
    });
  });

  it("refuses an unagreed form at the contract (terms must be true)", async () => {
    expect((await h.client().post("/api/public/register", form({ terms: false }))).code).toBe(10001);
  });

  it("answers a captcha that does not pass with 20009 and its message (D281)", async () => {
    h.codes.issue("grace@navy.example", "123456");
    expect(await h.client().post("/api/public/register", form({ captcha: BAD_CAPTCHA }))).toEqual({
      code: DESIGNED_CODES.CAPTCHA_INCORRECT,
      msg: "The robot check has expired or was already used. Please tick the box again.",
      data: { messageId: "validation.purchase.captchaIncorrect" },
    });
  });

  it("answers 20008 for a missing, wrong or unsent email code", async () => {
    h.codes.issue("grace@navy.example", "123456");
    for (const emailCode of ["", "654321"])
      expect(await h.client().post("/api/public/register", form({ emailCode }))).toMatchObject({
        code: ERROR_CODES.VERIFICATION_CODE_ERROR,
        data: { messageId: "errors.code.verificationCode" },
      });
    expect((await h.client().post("/api/public/register", form({ email: "other@navy.example" }))).code).toBe(
      ERROR_CODES.VERIFICATION_CODE_ERROR,
    );
  });

  it("tells a registered address only to one who holds its code; a stranger gets 20008 as for any address", async () => {
    const stranger = await h
      .client()
      .post("/api/public/register", form({ email: "trade@demo.portolan.test" }));
    expect(stranger.code).toBe(ERROR_CODES.VERIFICATION_CODE_ERROR);
    h.codes.issue("Trade@Demo.portolan.test", "777777");
    const owner = await h
      .client()
      .post("/api/public/register", form({ email: "Trade@Demo.portolan.test", emailCode: "777777" }));
    expect(owner).toMatchObject({
      code: ERROR_CODES.WRONG_PARAMETERS,
      msg: "wrong parameters, please try again later",
      data: { issues: [{ field: "email", message: "validation.email.registered" }] },
    });
    expect(owner.data).toMatchObject({ messageId: "errors.code.wrongParameters" });
  });

  it("names the account after the email, or a suffixed name when an account already bears it", async () => {
    h.codes.issue("grace@navy.example", "123456");
    const first = h.client();
    await first.post("/api/public/register", form());
    h.codes.issue("amazing@navy.example", "111111");
    expect(
      (await first.post("/console/user/basicInfo", { email: "amazing@navy.example", emailCode: "111111" }))
        .code,
    ).toBe(200);
    h.codes.issue("grace@navy.example", "222222");
    const second = await h.client().post("/api/public/register", form({ emailCode: "222222" }));
    expect(second.code).toBe(200);
    expect((second.data as { account: string }).account).toMatch(/^grace@navy\.example-\d{6}$/);
  });
});
