// A code asked for registration (purpose "register", issue 13): to an address that has an account,
// the mail says so instead of carrying a code, and the answer is the same as for a new address, so a
// person learns it after one captcha and nobody else learns anything. Other purposes get codes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../testing/test-server.ts";
import { solveCaptcha } from "./verification-test-kit.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.stop());

const send = async (email: string, purpose?: string, lang = "en") => {
  const client = server.client();
  const fields = {
    email,
    captcha: await solveCaptcha(client),
    ...(purpose === undefined ? {} : { purpose }),
  };
  const answer = await client.post("/api/public/sendVerifyCode", fields, "form", { cookie: `lang=${lang}` });
  return ((await answer.json()) as { code: number }).code;
};
const lastMail = () => server.mailer.sent[server.mailer.sent.length - 1];

describe("a registration code", () => {
  it("to a registered address: the same answer, a mail that says so and holds no code", async () => {
    const fresh = await send("new.person@example.com", "register");
    expect(lastMail()?.text).toMatch(/\b\d{6}\b/);
    const taken = await send("trade@demo.portolan.test", "register", "ru");
    expect(taken).toBe(fresh);
    expect(lastMail()).toMatchObject({
      to: "trade@demo.portolan.test",
      subject: "У вас уже есть аккаунт Portolan",
    });
    expect(lastMail()?.text).not.toMatch(/\d{4,}/);
  });

  it("without the purpose (the demo dialog), a registered address gets its code as before", async () => {
    expect(await send("ai@demo.portolan.test")).toBe(1);
    expect(lastMail()?.text).toMatch(/\b\d{6}\b/);
  });
});
