// Login through the endpoint mount, with the demo accounts seeded.
import {
  ADDRESS_FAILURES_PER_ACCOUNT,
  ADDRESS_FREE_FAILURES,
  DESIGNED_CODES,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_FREE_FAILURES,
  LOGIN_MAX_DELAY_MS,
} from "@portolan/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type AuthHarness, BAD_CAPTCHA, GOOD_CAPTCHA, startAuthHarness } from "./auth-test-harness.ts";
import { DEMO_PASSWORD } from "./demo-accounts.ts";

let h: AuthHarness;
beforeEach(async () => {
  h = startAuthHarness();
  await h.area.seed(h.clock.now());
});
afterEach(() => h.stop());

const login = (client: ReturnType<AuthHarness["client"]>, name: string, password = DEMO_PASSWORD) =>
  client.post("/api/public/login", { login: name, password, captcha: GOOD_CAPTCHA });

describe("login", () => {
  it("signs in with the email, sets the session cookie and answers the session", async () => {
    const client = h.client();
    const answer = await login(client, "trade@demo.portolan.test");
    expect(answer).toMatchObject({
      code: 200,
      data: {
        account: "demo-trade",
        level: 0,
        nickname: "Tariq",
        deptInfo: { name: "Sales" },
        email: "trade@demo.portolan.test",
        permissions: { TS: { SO: true } },
        membership: 1 + 64 + 256,
        userRole: [],
      },
    });
    expect(client.token()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await client.get("/console/user/identity")).code).toBe(200);
  });

  it("signs in with the account name, in any letter case, and with the email in any case", async () => {
    expect((await login(h.client(), "DEMO-Trade")).code).toBe(200);
    expect((await login(h.client(), "  Trade@Demo.Portolan.TEST ")).code).toBe(200);
  });

  it("answers an unknown login and a wrong password alike", async () => {
    const unknown = await login(h.client(), "nobody@demo.portolan.test");
    const wrong = await login(h.client(), "trade@demo.portolan.test", "not-the-password");
    const blank = await login(h.client(), "", "");
    for (const answer of [unknown, wrong, blank])
      expect(answer).toEqual({
        code: DESIGNED_CODES.LOGIN_FAILED,
        msg: "The account or password is incorrect.",
        data: { messageId: "errors.login.failed" },
      });
  });

  it("refuses a captcha that does not pass before anything else", async () => {
    const answer = await h.client().post("/api/public/login", {
      login: "trade@demo.portolan.test",
      password: DEMO_PASSWORD,
      captcha: BAD_CAPTCHA,
    });
    expect(answer).toMatchObject({
      code: DESIGNED_CODES.CAPTCHA_INCORRECT,
      data: { messageId: "errors.captcha.incorrect" },
    });
  });

  it("refuses a frozen and a cancelled account, but only to one who knows the password", async () => {
    expect(await login(h.client(), "frozen@demo.portolan.test")).toMatchObject({
      code: DESIGNED_CODES.ACCOUNT_FROZEN,
      data: { messageId: "errors.account.frozen" },
    });
    expect(await login(h.client(), "cancelled@demo.portolan.test")).toMatchObject({
      code: DESIGNED_CODES.ACCOUNT_CANCELLED,
      data: { messageId: "errors.account.cancelled" },
    });
    expect((await login(h.client(), "frozen@demo.portolan.test", "guess1")).code).toBe(
      DESIGNED_CODES.LOGIN_FAILED,
    );
    expect((await login(h.client(), "cancelled@demo.portolan.test", "guess1")).code).toBe(
      DESIGNED_CODES.LOGIN_FAILED,
    );
  });

  it("refuses an account dormant 12 months without an unexpired service, and not one with a service", async () => {
    h.clock.advance(366 * 86_400_000);
    expect((await login(h.client(), "email@demo.portolan.test")).code).toBe(DESIGNED_CODES.ACCOUNT_CANCELLED);
    const client = h.client();
    const trade = await h.deps.storage.accounts.findByLogin("demo-trade");
    h.expiries.set(trade?.id ?? 0, h.clock.now() + 86_400_000);
    expect((await login(client, "trade@demo.portolan.test")).code).toBe(200);
  });

  it("never locks the owner out: five wrong passwords from five addresses, then the right one from a known browser", async () => {
    const owner = h.client("192.0.2.10");
    expect((await login(owner, "ai@demo.portolan.test")).code).toBe(200);
    expect(owner.device()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (let i = 0; i < 5; i += 1)
      await login(h.client(`198.51.100.${i}`), "ai@demo.portolan.test", "bad-pass");
    expect((await login(owner, "ai@demo.portolan.test")).code).toBe(200);
  });

  it("slows a login after three failures: 2 s, then 4 s, … said in seconds; unknown logins alike", async () => {
    for (const name of ["email@demo.portolan.test", "ghost@demo.portolan.test"]) {
      for (let i = 0; i < LOGIN_FREE_FAILURES + 1; i += 1)
        expect((await login(h.client(`198.51.100.${i}`), name, "bad-pass")).code).toBe(
          DESIGNED_CODES.LOGIN_FAILED,
        );
      expect(await login(h.client("198.51.100.99"), name)).toEqual({
        code: DESIGNED_CODES.LOGIN_WAIT,
        msg: "Several wrong passwords were tried. Please wait 2 seconds and try again.",
        data: { messageId: "errors.login.wait", params: { seconds: 2 } },
      });
      h.clock.advance(2_000);
      expect((await login(h.client("198.51.100.98"), name, "bad-pass")).code).toBe(
        DESIGNED_CODES.LOGIN_FAILED,
      );
      expect(await login(h.client("198.51.100.97"), name)).toMatchObject({
        data: { params: { seconds: 4 } },
      });
    }
    h.clock.advance(4_000);
    expect((await login(h.client(), "email@demo.portolan.test")).code).toBe(200);
  });

  it("mails the owner once per run of wrong passwords, in the request's language, and forgets the run after a day", async () => {
    const before = h.mailer.sent.length;
    for (let i = 0; i < 8; i += 1) {
      h.clock.advance(LOGIN_MAX_DELAY_MS);
      await login(h.client(`198.51.100.${i}`), "market@demo.portolan.test", "bad-pass");
    }
    const notices = h.mailer.sent.slice(before);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ to: "market@demo.portolan.test" });
    expect(notices[0]?.text).toContain("demo-market");
    expect(notices[0]?.text).not.toContain("bad-pass");
    h.clock.advance(LOGIN_FAILURE_WINDOW_MS + 1);
    expect((await login(h.client(), "market@demo.portolan.test")).code).toBe(200);
  });

  it("slows, never refuses, sign-ins from an address past its failures: 1 s, 2 s, 4 s …, then the right password signs in", async () => {
    const ip = "203.0.113.50";
    const fail = (i: number) => login(h.client(ip), `user${i}@demo.portolan.test`, "bad-pass");
    for (let i = 0; i <= ADDRESS_FREE_FAILURES; i += 1)
      expect((await fail(i)).code).toBe(DESIGNED_CODES.LOGIN_FAILED);
    expect(await login(h.client(ip), "market@demo.portolan.test")).toEqual({
      code: DESIGNED_CODES.LOGIN_WAIT,
      msg: "Several wrong passwords were tried. Please wait 1 seconds and try again.",
      data: { messageId: "errors.login.wait", params: { seconds: 1 } },
    });
    h.clock.advance(1_000);
    expect((await fail(100)).code).toBe(DESIGNED_CODES.LOGIN_FAILED);
    expect(await login(h.client(ip), "market@demo.portolan.test")).toMatchObject({
      data: { params: { seconds: 2 } },
    });
    h.clock.advance(2_000);
    expect((await fail(101)).code).toBe(DESIGNED_CODES.LOGIN_FAILED);
    expect(await login(h.client(ip), "market@demo.portolan.test")).toMatchObject({
      data: { params: { seconds: 4 } },
    });
    h.clock.advance(4_000);
    expect((await login(h.client(ip), "market@demo.portolan.test")).code).toBe(200);
    expect((await login(h.client("203.0.113.51"), "trade@demo.portolan.test")).code).toBe(200);
  });

  it("never slows the right password from a browser that signed in before, whatever its address tried", async () => {
    const ip = "203.0.113.60";
    const owner = h.client(ip);
    expect((await login(owner, "ai@demo.portolan.test")).code).toBe(200);
    const allowance = ADDRESS_FREE_FAILURES + ADDRESS_FAILURES_PER_ACCOUNT;
    for (let i = 0; i <= allowance + 1; i += 1) {
      h.clock.advance(2_000);
      expect((await login(h.client(ip), `user${i}@demo.portolan.test`, "bad-pass")).code).toBe(
        DESIGNED_CODES.LOGIN_FAILED,
      );
    }
    expect((await login(h.client(ip), "ai@demo.portolan.test")).code).toBe(DESIGNED_CODES.LOGIN_WAIT);
    expect((await login(owner, "ai@demo.portolan.test")).code).toBe(200);
  });

  it("gives an address from which many accounts signed in (an office) a larger allowance", async () => {
    const ip = "203.0.113.70";
    const people = ["trade", "market", "download"].map((name) => `${name}@demo.portolan.test`);
    for (const email of people) expect((await login(h.client(ip), email)).code).toBe(200);
    const allowance = ADDRESS_FREE_FAILURES + ADDRESS_FAILURES_PER_ACCOUNT * people.length;
    for (let i = 0; i <= allowance; i += 1)
      expect((await login(h.client(ip), `user${i}@demo.portolan.test`, "bad-pass")).code).toBe(
        DESIGNED_CODES.LOGIN_FAILED,
      );
    expect((await login(h.client(ip), "info@demo.portolan.test")).code).toBe(DESIGNED_CODES.LOGIN_WAIT);
    h.clock.advance(1_000);
    expect((await login(h.client(ip), "info@demo.portolan.test")).code).toBe(200);
  });

  it("keeps a run of failures through the hourly clean-up, for the whole day it counts", async () => {
    for (let i = 0; i < LOGIN_FREE_FAILURES; i += 1)
      await login(h.client(`198.51.100.${i}`), "info@demo.portolan.test", "bad-pass");
    h.clock.advance(2 * 60 * 60_000);
    await h.area.runDormancyCheck(h.clock.now());
    await login(h.client("198.51.100.50"), "info@demo.portolan.test", "bad-pass");
    expect(await login(h.client("198.51.100.51"), "info@demo.portolan.test")).toMatchObject({
      code: DESIGNED_CODES.LOGIN_WAIT,
      data: { params: { seconds: 2 } },
    });
  });

  it("clears a login's failures on success and does not count the successful attempt", async () => {
    for (let i = 0; i < LOGIN_FREE_FAILURES; i += 1)
      await login(h.client(), "download@demo.portolan.test", "bad-pass");
    expect((await login(h.client(), "download@demo.portolan.test")).code).toBe(200);
    for (let i = 0; i < LOGIN_FREE_FAILURES; i += 1)
      await login(h.client("192.0.2.200"), "download@demo.portolan.test", "bad-pass");
    expect((await login(h.client("192.0.2.201"), "download@demo.portolan.test")).code).toBe(200);
  });

  it("records the login time (what the dormancy check reads)", async () => {
    await login(h.client(), "info@demo.portolan.test");
    expect((await h.deps.storage.accounts.findByLogin("demo-info"))?.lastLoginAt).toBe(h.clock.now());
  });
});
