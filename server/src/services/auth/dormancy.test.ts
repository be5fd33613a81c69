// The 12-month dormancy check, with the test clock.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type AuthHarness, GOOD_CAPTCHA, startAuthHarness } from "./auth-test-harness.ts";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./demo-accounts.ts";
import { hashToken } from "./session-store.ts";

const DAY = 86_400_000;
let h: AuthHarness;
let seededAt: number;
beforeEach(async () => {
  h = startAuthHarness();
  seededAt = h.clock.now();
  await h.area.seed(seededAt);
});
afterEach(() => h.stop());

const accountOf = async (account: string) => {
  const found = await h.deps.storage.accounts.findByLogin(account);
  if (found === undefined) throw new Error(`no account ${account}`);
  return found;
};
const idOf = async (account: string) => (await accountOf(account)).id;
const dormantAt = async (account: string) => (await accountOf(account)).lifecycle.cancelledDormantAt ?? null;

describe("dormancy check", () => {
  it("cancels nothing before 12 months without login", async () => {
    h.clock.set(Date.UTC(2027, 10, 22, 8, 59, 59, 999));
    expect(await h.area.runDormancyCheck(h.clock.now())).toBe(0);
  });

  it("cancels accounts 12 months without login and no unexpired service; spares the others; counts once", async () => {
    const client = h.client();
    h.clock.advance(200 * DAY);
    await client.post("/api/public/login", {
      login: "ai@demo.portolan.test",
      password: DEMO_PASSWORD,
      captcha: GOOD_CAPTCHA,
    });
    h.expiries.set(await idOf("demo-market"), Date.UTC(2028, 0, 1));
    h.expiries.set(await idOf("demo-email"), Date.UTC(2027, 0, 1));
    h.clock.set(Date.UTC(2027, 10, 22, 9, 0, 0));
    // every demo account but the one cancelled for breach, the one that logged in and the one with a service
    expect(await h.area.runDormancyCheck(h.clock.now())).toBe(DEMO_ACCOUNTS.length - 3);
    expect(await dormantAt("demo-email")).toBe(Date.UTC(2027, 10, 22, 9, 0, 0));
    expect(await dormantAt("demo-ai")).toBeNull();
    expect(await dormantAt("demo-market")).toBeNull();
    expect(await dormantAt("demo-cancelled")).toBeNull();
    expect(await h.area.runDormancyCheck(h.clock.now())).toBe(0);
    h.clock.set(Date.UTC(2028, 0, 1));
    expect(await h.area.runDormancyCheck(h.clock.now())).toBe(1);
    expect(await dormantAt("demo-market")).toBe(Date.UTC(2028, 0, 1));
  });

  it("ends the sessions of an account it cancels", async () => {
    h.clock.set(Date.UTC(2027, 10, 10));
    const client = h.client();
    await client.post("/api/public/login", {
      login: "trade@demo.portolan.test",
      password: DEMO_PASSWORD,
      captcha: GOOD_CAPTCHA,
    });
    const token = client.token() ?? "";
    await h.deps.storage.accounts.recordLogin(await idOf("demo-trade"), seededAt);
    h.clock.set(Date.UTC(2027, 10, 23));
    expect(await h.area.runDormancyCheck(h.clock.now())).toBeGreaterThan(0);
    expect((await h.deps.storage.sessions.find(hashToken(token)))?.revokedAt).toBe(h.clock.now());
  });
});
