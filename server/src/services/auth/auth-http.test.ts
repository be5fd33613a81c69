// The auth area in the whole provider: real captcha and mailed codes (the verification area), the
// demo seed of a fresh start, and the session cookie over a real socket.
import { DESIGNED_CODES } from "@portolan/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  loggedServerErrors,
  startTestServer,
  type TestClient,
  type TestServer,
} from "../../testing/test-server.ts";
import { solveCaptcha } from "../verification/verification-test-kit.ts";
import { DEMO_PASSWORD } from "./demo-accounts.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PORTOLAN_SESSION_TTL_MINUTES: "30" });
});
afterAll(async () => server.stop());

const captcha = (client: TestClient) => solveCaptcha(client);
const json = async (response: Promise<Response>) =>
  (await response).json() as Promise<{ code: number; data: unknown }>;

const mailCode = async (client: TestClient, email: string): Promise<string> => {
  const c = await captcha(client);
  const sent = await json(
    client.post("/api/public/sendCode", { channel: "email", target: email, captcha: c }, "form"),
  );
  expect(sent.code).toBe(1);
  const mail = server.mailer.sent.at(-1);
  expect(mail?.to).toBe(email);
  return /\b(\d{6})\b/.exec(mail?.text ?? "")?.[1] ?? "";
};

const login = async (client: TestClient, email: string, password = DEMO_PASSWORD) =>
  json(client.post("/api/public/login", { login: email, password, captcha: await captcha(client) }));

describe("accounts and sessions in the provider", () => {
  it("registers with the mailed code, signs in with the cookie, and signs out", async () => {
    const client = server.client();
    const emailCode = await mailCode(client, "lin@exporter.example");
    const registered = await json(
      client.post("/api/public/register", {
        firstName: "Lin",
        lastName: "Wei",
        email: "lin@exporter.example",
        password: "silk-road-1",
        terms: true,
        captcha: await captcha(client),
        emailCode,
      }),
    );
    expect(registered).toMatchObject({
      code: 200,
      data: { account: "lin@exporter.example", level: 0, membership: 0 },
    });
    expect(client.cookies.get("token")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await json(client.get("/console/user/identity"))).toMatchObject({
      code: 200,
      data: { nickname: "Lin Wei" },
    });
    expect((await json(client.post("/console/user/logout", {}))).code).toBe(200);
    expect(client.cookies.has("token")).toBe(false);
    expect((await json(client.get("/console/user/identity"))).code).toBe(401);
  });

  it("sets the session cookie HttpOnly and SameSite", async () => {
    const client = server.client();
    const c = await captcha(client);
    const response = await client.post("/api/public/login", {
      login: "trade@demo.portolan.test",
      password: DEMO_PASSWORD,
      captcha: c,
    });
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith("token=")) ?? "";
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
  });

  it("signs in a demo account with the real captcha, and refuses a wrong captcha and a wrong password", async () => {
    const client = server.client();
    expect(await login(client, "admin@demo.portolan.test")).toMatchObject({
      code: 200,
      data: { userRole: ["admin"] },
    });
    expect((await login(server.client(), "admin@demo.portolan.test", "wrong-pass")).code).toBe(
      DESIGNED_CODES.LOGIN_FAILED,
    );
    const wrong = await json(
      server.client().post("/api/public/login", {
        login: "admin@demo.portolan.test",
        password: DEMO_PASSWORD,
        // A challenge fetched but not solved: its parameters without a solution.
        captcha: Buffer.from(JSON.stringify({ challenge: {}, solution: {} })).toString("base64"),
      }),
    );
    expect(wrong.code).toBe(DESIGNED_CODES.CAPTCHA_INCORRECT);
  });

  it("answers 402 once the session has been idle past its lifetime", async () => {
    const client = server.client();
    await login(client, "email@demo.portolan.test");
    server.clock.advance(30 * 60_000);
    expect((await json(client.get("/console/user/identity"))).code).toBe(402);
  });

  it("changes the email with the code mailed to the new address", async () => {
    const client = server.client();
    await login(client, "market@demo.portolan.test");
    const emailCode = await mailCode(client, "marta@analysts.example");
    expect(
      await json(client.post("/console/user/basicInfo", { email: "marta@analysts.example", emailCode })),
    ).toMatchObject({ code: 200, data: { email: "marta@analysts.example" } });
    expect((await login(server.client(), "marta@analysts.example")).code).toBe(200);
  });

  it("opens an OEM system of the session and refuses a foreign host", async () => {
    const client = server.client();
    await login(client, "oem@demo.portolan.test");
    const ask = (redirect: string) =>
      json(
        client.get(
          `/auth/public/sso/getRedirectUrl?${new URLSearchParams({ redirect, client: "", mode: "cloud" })}`,
        ),
      );
    const good = await ask("https://crm.oem.portolan.test/login");
    expect(good.code).toBe(200);
    expect(String(good.data)).toMatch(/^https:\/\/crm\.oem\.portolan\.test\/sso\?ticket=[A-Za-z0-9_-]{43}$/);
    expect((await ask("https://evil.example/login")).code).toBe(DESIGNED_CODES.OEM_HOST_REFUSED);
    expect((await ask("javascript:alert(1)")).code).toBe(DESIGNED_CODES.OEM_HOST_REFUSED);
  });

  it("logged no server errors", () => {
    expect(loggedServerErrors()).toEqual([]);
  });
});
