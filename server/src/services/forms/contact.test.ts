// Contact us through the real HTTP stack.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../testing/test-server.ts";
import { CAPTCHA_TTL_MS } from "../verification/verification-policy.ts";
import { postJson, solveCaptcha } from "../verification/verification-test-kit.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.stop());

const message = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@acme.example",
  subject: "Data coverage",
  message: "Which countries do you cover?",
};

const contacts = () => server.deps.storage.forms.list("contact");

describe("contactUs", () => {
  it("stores the message, mails sales and confirms to the writer in their language", async () => {
    const client = server.client();
    const captcha = await solveCaptcha(client);
    const before = server.mailer.sent.length;
    const response = await client.post("/public/contact/us", { ...message, captcha }, "json", {
      cookie: "lang=zh-cn",
    });
    expect(await response.json()).toMatchObject({ code: 200, msg: "success" });
    const [stored] = await contacts();
    expect(stored).toMatchObject({ kind: "contact", locale: "zh", payload: message });
    const [sales, confirmation] = server.mailer.sent.slice(before);
    expect(sales).toMatchObject({ to: "sales@portolan.localhost" });
    expect(sales?.text).toContain("message: Which countries do you cover?");
    expect(confirmation).toMatchObject({ to: "ada@acme.example", subject: "我们已收到您的留言" });
    expect(confirmation?.text).toContain("“Data coverage”");
  });

  it("answers 10001 with every missing field, in the form's order", async () => {
    const client = server.client();
    const empty = {
      firstName: "",
      lastName: " ",
      email: "",
      subject: "",
      message: "",
      captcha: "",
    };
    const body = await postJson(client, "/public/contact/us", empty);
    expect(body.code).toBe(10001);
    expect(body.data?.issues?.map((i) => i.field)).toEqual([
      "firstName",
      "lastName",
      "email",
      "subject",
      "message",
      "captcha",
    ]);
  });

  it("checks the fields before the captcha, so a refused form does not spend it", async () => {
    const client = server.client();
    const captcha = await solveCaptcha(client);
    expect(
      await postJson(client, "/public/contact/us", { ...message, email: "ada@", captcha }),
    ).toMatchObject({
      code: 10001,
      data: { issues: [{ field: "email", message: "validation.email.invalid" }] },
    });
    expect((await postJson(client, "/public/contact/us", { ...message, captcha })).code).toBe(200);
  });

  it("answers 20009 for a forged, replayed or expired captcha and keeps only the one genuine send", async () => {
    const client = server.client();
    const before = (await contacts()).length;
    const captcha = await solveCaptcha(client);
    const solved = JSON.parse(Buffer.from(captcha, "base64").toString("utf8"));
    const forged = { ...solved, solution: { ...solved.solution, derivedKey: "00".repeat(32) } };
    expect(
      await postJson(client, "/public/contact/us", {
        ...message,
        captcha: Buffer.from(JSON.stringify(forged)).toString("base64"),
      }),
    ).toMatchObject({
      code: 20009,
      data: { messageId: "errors.captcha.incorrect" },
    });
    expect((await postJson(client, "/public/contact/us", { ...message, captcha })).code).toBe(200);
    expect((await postJson(client, "/public/contact/us", { ...message, captcha })).code).toBe(20009);
    const old = await solveCaptcha(client);
    server.clock.advance(CAPTCHA_TTL_MS);
    expect((await postJson(client, "/public/contact/us", { ...message, captcha: old })).code).toBe(20009);
    expect(await contacts()).toHaveLength(before + 1);
  });
});
