// The basic-info page's calls through the endpoint mount.
import { ERROR_CODES } from "@portolan/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type AuthHarness, GOOD_CAPTCHA, type HarnessClient, startAuthHarness } from "./auth-test-harness.ts";
import { DEMO_PASSWORD } from "./demo-accounts.ts";

let h: AuthHarness;
let client: HarnessClient;
beforeEach(async () => {
  h = startAuthHarness();
  await h.area.seed(h.clock.now());
  client = h.client();
  await client.post("/api/public/login", {
    login: "trade@demo.portolan.test",
    password: DEMO_PASSWORD,
    captcha: GOOD_CAPTCHA,
  });
});
afterEach(() => h.stop());

const update = (body: Record<string, unknown>) => client.post("/console/user/basicInfo", body);

describe("basic info", () => {
  it("reads the caller's nickname, department, phone and email", async () => {
    expect(await client.get("/console/user/basicInfo")).toEqual({
      code: 200,
      msg: "success",
      data: {
        id: expect.any(Number),
        account: "demo-trade",
        nickname: "Tariq",
        department: "Sales",
        phone: "+86 138 0000 0001",
        email: "trade@demo.portolan.test",
      },
    });
  });

  it("needs a session", async () => {
    expect((await h.client().get("/console/user/basicInfo")).code).toBe(401);
    expect((await h.client().post("/console/user/basicInfo", { nickname: "x" })).code).toBe(401);
  });

  it("updates what is sent, trimmed, leaves the rest, and clears department and phone when blank", async () => {
    expect(await update({ nickname: "  Tariq T. ", department: "Export" })).toMatchObject({
      code: 200,
      data: { nickname: "Tariq T.", department: "Export", phone: "+86 138 0000 0001" },
    });
    const cleared = await update({ department: " ", phone: "" });
    expect(cleared.data).toEqual({
      id: expect.any(Number),
      account: "demo-trade",
      nickname: "Tariq T.",
      email: "trade@demo.portolan.test",
    });
    expect((await client.get("/console/user/identity")).data).not.toHaveProperty("deptInfo");
  });

  it("refuses a blank nickname, a bad phone, a bad or blank email and over-long text (10001 with issues)", async () => {
    const answer = await update({
      nickname: " ",
      department: "d".repeat(201),
      phone: "call me",
      email: "nope",
    });
    expect(answer).toMatchObject({
      code: ERROR_CODES.WRONG_PARAMETERS,
      data: {
        issues: [
          { field: "nickname", message: "validation.basicInfo.nicknameRequired" },
          { field: "department", message: "validation.field.tooLong", max: 200 },
          { field: "phone", message: "validation.phone.invalid" },
          { field: "email", message: "validation.email.invalid" },
        ],
      },
    });
    expect((await update({ email: "" })).data).toMatchObject({
      issues: [{ field: "email", message: "validation.basicInfo.emailRequired" }],
    });
    expect((await client.get("/console/user/basicInfo")).data).toMatchObject({ nickname: "Tariq" });
  });

  it("changes the email only with the code sent to the new address (20008 otherwise)", async () => {
    h.codes.issue("old-code-target@example.com", "111111");
    for (const body of [
      { email: "tariq@acme.example" },
      { email: "tariq@acme.example", emailCode: "111111" },
    ])
      expect(await update(body)).toMatchObject({
        code: ERROR_CODES.VERIFICATION_CODE_ERROR,
        data: { messageId: "errors.code.verificationCode" },
      });
    h.codes.issue("tariq@acme.example", "424242");
    expect(await update({ email: "tariq@acme.example", emailCode: "424242" })).toMatchObject({
      code: 200,
      data: { email: "tariq@acme.example" },
    });
    const relogin = await h.client().post("/api/public/login", {
      login: "tariq@acme.example",
      password: DEMO_PASSWORD,
      captcha: GOOD_CAPTCHA,
    });
    expect(relogin.code).toBe(200);
  });

  it("changes only the letter case of the email without a code", async () => {
    expect(await update({ email: "Trade@Demo.Portolan.test" })).toMatchObject({
      code: 200,
      data: { email: "Trade@Demo.Portolan.test" },
    });
  });

  it("refuses an address another account has, to the holder of its code", async () => {
    h.codes.issue("ai@demo.portolan.test", "999999");
    expect(await update({ email: "ai@demo.portolan.test", emailCode: "999999" })).toMatchObject({
      code: ERROR_CODES.WRONG_PARAMETERS,
      data: { issues: [{ field: "email", message: "validation.email.registered" }] },
    });
  });
});
