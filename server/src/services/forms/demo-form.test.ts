// Submit form (the demo request) through the real HTTP stack.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../testing/test-server.ts";
import { lastMailedCode, postForm, sendEmailCode } from "../verification/verification-test-kit.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.stop());
beforeEach(() => {
  server.mailer.failing = false;
  server.clock.advance(2 * 60 * 60_000);
});

const demo = {
  country: "CN",
  interested: "US",
  job: "Buyer",
  name: "Ada Lovelace",
  email: "ada@acme.example",
  mobile: "13800000000",
  company: "Acme & Co",
  message: "Please call me = soon?",
};

const submit = (
  captcha: string,
  formData: Record<string, unknown> = demo,
  extra: Record<string, string> = {},
) =>
  postForm(server.client(), "/api/public/submittedForm", {
    formData: JSON.stringify(formData),
    isCaptcha: "true",
    email: String(formData.email),
    captcha,
    serviceName: "en",
    ...extra,
  });

const codeFor = async (email: string): Promise<string> => {
  expect((await sendEmailCode(server, email)).code).toBe(1);
  return lastMailedCode(server);
};

describe("submitForm", () => {
  it("accepts the request with the emailed code (code 1), stores it, and mails sales and the requester", async () => {
    const code = await codeFor("ada@acme.example");
    const before = server.mailer.sent.length;
    const body = await submit(code, { ...demo, name: "  Ada Lovelace " }, { serviceName: "ru" });
    expect(body).toMatchObject({ code: 1, msg: "success" });
    const [stored] = await server.deps.storage.forms.list("demo");
    expect(stored).toMatchObject({
      kind: "demo",
      locale: "ru",
      ip: "127.0.0.1",
      createdAt: server.clock.now(),
    });
    expect(stored?.payload).toEqual({ ...demo, name: "Ada Lovelace" });
    const [sales, confirmation] = server.mailer.sent.slice(before);
    expect(sales?.to).toBe("sales@portolan.localhost");
    expect(sales?.subject).toBe(`[Portolan] Demo request #${stored?.id} from Ada Lovelace (Acme & Co)`);
    expect(sales?.text).toContain("company: Acme & Co");
    expect(sales?.text).toContain("message: Please call me = soon?");
    expect(confirmation).toMatchObject({
      to: "ada@acme.example",
      subject: "Мы получили вашу заявку на демонстрацию",
    });
    expect(confirmation?.text).toContain("Ada Lovelace");
  });

  it("answers 20008 for a wrong code, and for a code already used", async () => {
    const code = await codeFor("ada@acme.example");
    const wrong = code === "000000" ? "111111" : "000000";
    expect(await submit(wrong)).toMatchObject({
      code: 20008,
      data: { messageId: "errors.code.verificationCode" },
    });
    expect((await submit(code)).code).toBe(1);
    expect((await submit(code)).code).toBe(20008);
  });

  it("answers 20008 for a code sent to another address", async () => {
    const code = await codeFor("ada@acme.example");
    expect((await submit(code, { ...demo, email: "bob@acme.example" })).code).toBe(20008);
  });

  it("answers 20008 for a code older than 10 minutes", async () => {
    const code = await codeFor("ada@acme.example");
    server.clock.advance(10 * 60_000);
    expect((await submit(code)).code).toBe(20008);
  });

  it("answers 20008 for the right code after 5 wrong guesses", async () => {
    const code = await codeFor("ada@acme.example");
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) expect((await submit(wrong)).code).toBe(20008);
    expect((await submit(code)).code).toBe(20008);
  });

  it("answers 10001 with the first failing field of the spec's order", async () => {
    const cases: [Record<string, unknown>, string, string, string][] = [
      [{ ...demo, name: " ", company: "" }, "000000", "fullName", "validation.demo.fullNameRequired"],
      [{ ...demo, job: "", country: "" }, "000000", "jobTitle", "validation.demo.jobTitleRequired"],
      [{ ...demo, mobile: "", country: "" }, "000000", "Phone", "validation.demo.phoneRequired"],
      [{ ...demo, interested: "" }, "", "interested", "validation.demo.interestedRequired"],
      [demo, "  ", "captcha", "validation.demo.captchaRequired"],
    ];
    for (const [formData, captcha, field, message] of cases) {
      expect(await submit(captcha, formData)).toMatchObject({
        code: 10001,
        data: { messageId: "errors.code.wrongParameters", issues: [{ field, message }] },
      });
    }
  });

  // Issue 29 item 14 (D293): the dialog had stored the phone "abc".
  it("refuses a phone or email that is not one, with the field's message: nothing kept, the code not spent", async () => {
    const code = await codeFor("ada@acme.example");
    const before = (await server.deps.storage.forms.list("demo")).length;
    for (const [formData, field, message] of [
      [{ ...demo, mobile: "abc" }, "Phone", "validation.phone.invalid"],
      [{ ...demo, mobile: "12" }, "Phone", "validation.phone.invalid"],
      [{ ...demo, mobile: "1".repeat(21) }, "Phone", "validation.phone.invalid"],
      [{ ...demo, email: "ada@" }, "email", "validation.email.invalid"],
      [{ ...demo, name: "n".repeat(201) }, "fullName", "validation.field.tooLong"],
      [{ ...demo, message: "m".repeat(5_001) }, "message", "validation.field.tooLong"],
    ] as const) {
      expect(await submit(code, formData), JSON.stringify(formData).slice(0, 120)).toMatchObject({
        code: 10001,
        data: { issues: [{ field, message }] },
      });
    }
    expect(await server.deps.storage.forms.list("demo")).toHaveLength(before);
    expect((await submit(code, { ...demo, mobile: "+86 (574) 8765-4321" })).code).toBe(1);
  });

  it("answers 10001 when the form's email is not the address the code was sent to", async () => {
    const body = await submit("123456", demo, { email: "someone@else.example" });
    expect(body).toMatchObject({
      code: 10001,
      data: { issues: [{ field: "email", message: "validation.email.invalid" }] },
    });
  });

  it("answers 10001 for malformed fields, never a 500", async () => {
    const client = server.client();
    const base = {
      formData: JSON.stringify(demo),
      isCaptcha: "true",
      email: demo.email,
      captcha: "123456",
      serviceName: "en",
    };
    for (const change of [
      { formData: "{" },
      { formData: "null" },
      { formData: JSON.stringify({ ...demo, name: 5 }) },
      { formData: JSON.stringify({ country: "CN" }) },
      { isCaptcha: "false" },
      { serviceName: "de" },
    ]) {
      const response = await client.post("/api/public/submittedForm", { ...base, ...change }, "form");
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ code: 10001 });
    }
  });

  it("keeps the request and answers success when the mails cannot be sent after it is stored", async () => {
    const code = await codeFor("ada@acme.example");
    const before = (await server.deps.storage.forms.list("demo")).length;
    server.mailer.failing = true;
    expect((await submit(code)).code).toBe(1);
    expect(await server.deps.storage.forms.list("demo")).toHaveLength(before + 1);
  });
});
