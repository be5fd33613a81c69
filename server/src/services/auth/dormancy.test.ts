// The 12-month dormancy check, with the test clock.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type AuthHarness, GOOD_CAPTCHA, startAuthHarness } from "./auth-test-harness.ts";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./demo-accounts.ts";

const DAY = 86_400_000;
let h: AuthHarness;
let seededAt: number;
beforeEach(async () => {
  h = startAuthHarness();
  seededAt = h.clock.now();
  await h.area.seed(seededAt);
});
afterEach(() => h.stop());

const idOf = (account: string) =>
  Number((h.deps.db.prepare("SELECT id FROM accounts WHERE account = ?").get(account) as { id: number }).id);
const dormantAt = (account: string) =>
  (
    h.deps.db.prepare("SELECT cancelled_dormant_at FROM accounts WHERE account = ?").get(account) as {
      cancelled_dormant_at: number | null;
    }
  ).cancelled_dormant_at;

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
    h.expiries.set(idOf("demo-market"), Date.UTC(2028, 0, 1));
    h.expiries.set(idOf("demo-email"), Date.UTC(2027, 0, 1));
    h.clock.set(Date.UTC(2027, 10, 22, 9, 0, 0));
    // every demo account but the one cancelled for breach, the one that logged in and the one with a service
    expect(await h.area.runDormancyCheck(h.clock.now())).toBe(DEMO_ACCOUNTS.length - 3);
    expect(dormantAt("demo-email")).toBe(Date.UTC(2027, 10, 22, 9, 0, 0));
    expect(dormantAt("demo-ai")).toBeNull();
    expect(dormantAt("demo-market")).toBeNull();
    expect(dormantAt("demo-cancelled")).toBeNull();
    expect(await h.area.runDormancyCheck(h.clock.now())).toBe(0);
    h.clock.set(Date.UTC(2028, 0, 1));
    expect(await h.area.runDormancyCheck(h.clock.now())).toBe(1);
    expect(dormantAt("demo-market")).toBe(Date.UTC(2028, 0, 1));
  });

  it("ends the sessions of an account it cancels", async () => {
    h.clock.set(Date.UTC(2027, 10, 10));
    const client = h.client();
    await client.post("/api/public/login", {
      login: "trade@demo.portolan.test",
      password: DEMO_PASSWORD,
      captcha: GOOD_CAPTCHA,
    });
    h.deps.db.prepare("UPDATE accounts SET last_login_at = ? WHERE account = 'demo-trade'").run(seededAt);
    h.clock.set(Date.UTC(2027, 10, 23));
    expect(await h.area.runDormancyCheck(h.clock.now())).toBeGreaterThan(0);
    const revoked = h.deps.db.prepare("SELECT revoked_at FROM sessions").get() as { revoked_at: number };
    expect(revoked.revoked_at).toBe(h.clock.now());
  });
});
