// Sessions through the endpoint mount: identity, logout, idle and absolute expiry, header mode.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type AuthHarness, GOOD_CAPTCHA, type HarnessClient, startAuthHarness } from "./auth-test-harness.ts";
import { DEMO_PASSWORD } from "./demo-accounts.ts";
import { hashToken, SESSION_ABSOLUTE_MS, SESSION_TOUCH_INTERVAL_MS } from "./session-store.ts";

const TTL = 60 * 60_000;
let h: AuthHarness;
beforeEach(async () => {
  h = startAuthHarness({ PORTOLAN_SESSION_TTL_MINUTES: "60" });
  await h.area.seed(h.clock.now());
});
afterEach(() => h.stop());

const signIn = async (email = "admin@demo.portolan.test"): Promise<HarnessClient> => {
  const client = h.client();
  const answer = await client.post("/api/public/login", {
    login: email,
    password: DEMO_PASSWORD,
    captcha: GOOD_CAPTCHA,
  });
  expect(answer.code).toBe(200);
  return client;
};

/** Freezes an account from now on, as the operator would (all functions, or the ones named). */
const freeze = async (account: string, functions: "all" | readonly string[]) => {
  const found = await h.deps.storage.accounts.findByLogin(account);
  if (found === undefined) throw new Error(`no account ${account}`);
  await h.deps.storage.accounts.setLifecycle(found.id, {
    ...found.lifecycle,
    freeze: { since: h.clock.now(), functions },
  });
};

describe("sessions", () => {
  it("answers identity with the caller's session (code 200)", async () => {
    const client = await signIn();
    const answer = await client.get("/console/user/identity");
    expect(answer.code).toBe(200);
    expect(answer.data).toMatchObject({
      account: "demo-admin",
      level: 0,
      userRole: ["admin"],
      deptInfo: { name: "Operations" },
      phone: "+44 20 7946 0000",
      permissions: { OPENS: true, TS: { SO: true, AI: true } },
    });
    expect((answer.data as { customs_data_source: string }).customs_data_source).toMatch(/^1+$/);
  });

  it("answers 401 without a session and for a made-up token", async () => {
    expect((await h.client().get("/console/user/identity")).code).toBe(401);
    const forged = h.client();
    forged.setToken("A".repeat(43));
    expect((await forged.get("/console/user/identity")).code).toBe(401);
  });

  it("stores only the hash of the token", async () => {
    const client = await signIn();
    const token = client.token() ?? "";
    const stored = await h.deps.storage.sessions.find(hashToken(token));
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.tokenHash).not.toContain(token);
    expect(await h.deps.storage.sessions.find(token)).toBeUndefined();
  });

  it("logs out: the session is revoked, the cookie cleared, identity then 401 even with the old token", async () => {
    const client = await signIn();
    const token = client.token();
    expect(await client.post("/console/user/logout", {})).toEqual({ code: 200, msg: "success", data: null });
    expect(client.token()).toBeUndefined();
    expect((await client.get("/console/user/identity")).code).toBe(401);
    client.setToken(token);
    expect((await client.get("/console/user/identity")).code).toBe(401);
    expect((await client.post("/console/user/logout", {})).code).toBe(401);
  });

  it("expires after the idle lifetime with 402", async () => {
    const client = await signIn();
    h.clock.advance(TTL - 1);
    expect((await client.get("/console/user/identity")).code).toBe(200);
    h.clock.advance(TTL);
    expect(await client.get("/console/user/identity")).toMatchObject({
      code: 402,
      data: { messageId: "errors.session.expired" },
    });
  });

  it("slides the idle lifetime on use, and ends at the absolute cap however active", async () => {
    h.stop();
    h = startAuthHarness({ PORTOLAN_SESSION_TTL_MINUTES: String(24 * 60) });
    await h.area.seed(h.clock.now());
    const day = 86_400_000;
    const client = await signIn();
    for (let elapsed = 0; elapsed + day - 1 < SESSION_ABSOLUTE_MS; elapsed += day - 1) {
      h.clock.advance(day - 1);
      expect((await client.get("/console/user/identity")).code).toBe(200);
    }
    h.clock.advance(day - 1);
    expect((await client.get("/console/user/identity")).code).toBe(402);
  });

  it("writes last-seen at most once a minute", async () => {
    const client = await signIn();
    const lastSeen = async () =>
      (await h.deps.storage.sessions.find(hashToken(client.token() ?? "")))?.lastSeenAt;
    const start = (await lastSeen()) ?? 0;
    h.clock.advance(SESSION_TOUCH_INTERVAL_MS - 1);
    await client.get("/console/user/identity");
    expect(await lastSeen()).toBe(start);
    h.clock.advance(1);
    await client.get("/console/user/identity");
    expect(await lastSeen()).toBe(start + SESSION_TOUCH_INTERVAL_MS);
  });

  it("accepts the token in the `token` header (cross-origin mode)", async () => {
    const token = (await signIn()).token();
    const viaHeader = h.client("203.0.113.9", "header");
    expect((await viaHeader.get("/console/user/identity")).code).toBe(401);
    viaHeader.setToken(token);
    expect((await viaHeader.get("/console/user/identity")).code).toBe(200);
    expect((await viaHeader.post("/console/user/logout", {})).code).toBe(200);
    viaHeader.setToken(token);
    expect((await viaHeader.get("/console/user/identity")).code).toBe(401);
  });

  it("ends the sessions of an account that gets frozen or cancelled", async () => {
    const client = await signIn("email@demo.portolan.test");
    await freeze("demo-email", "all");
    expect((await client.get("/console/user/identity")).code).toBe(401);
    const partial = await signIn("market@demo.portolan.test");
    await freeze("demo-market", ["email"]);
    expect((await partial.get("/console/user/identity")).code).toBe(200);
  });
});
