// The operator's account decisions against a real provider's database (issue 13, spec §4 Accounts):
// a frozen account is refused at its next request and at sign-in, unfreezing restores it, a breach
// cancellation refuses it, and an appeal is decided.
import { DESIGNED_CODES } from "@portolan/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json } from "../services/commerce/commerce-test-kit.ts";
import { operatorEnv } from "../testing/operator-env.ts";
import { signIn as signInAs } from "../testing/sign-in.ts";
import { startTestServer, type TestServer } from "../testing/test-server.ts";
import { runOperator } from "./operator.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.stop());

const operator = async (...args: string[]) => {
  const lines: string[] = [];
  const code = await runOperator(args, operatorEnv(server), server.clock.now(), (l) => lines.push(l));
  return { code, text: lines.join("\n") };
};
const signIn = (login: string) => signInAs(server, login);

describe("operator account commands", () => {
  it("lists accounts with their status, found by name or email", async () => {
    const listed = await operator("accounts", "demo.portolan.test");
    expect(listed.code).toBe(0);
    expect(listed.text).toMatch(/\tdemo-frozen\tfrozen@demo\.portolan\.test\tfrozen \(all functions\)/);
    expect(listed.text).toMatch(/\tdemo-trade\ttrade@demo\.portolan\.test\tactive/);
    expect((await operator("accounts", "CANCELLED@")).text).toMatch(/cancelled \(breach; appeal: none\)$/);
  });

  it("freezes an account (its session and sign-in refused at once) and unfreezes it", async () => {
    const { client } = await signIn("ai@demo.portolan.test");
    expect(await operator("freeze", "ai@demo.portolan.test")).toEqual({
      code: 0,
      text: "demo-ai: frozen (all functions)",
    });
    expect((await json(await client.get("/console/user/identity"))).code).not.toBe(200);
    expect((await signIn("ai@demo.portolan.test")).code).toBe(DESIGNED_CODES.ACCOUNT_FROZEN);
    expect(await operator("unfreeze", "demo-ai")).toEqual({ code: 0, text: "demo-ai: active" });
    expect((await signIn("ai@demo.portolan.test")).code).toBe(200);
  });

  it("cancels an account for breach, and decides its appeal", async () => {
    expect((await operator("cancel", "email@demo.portolan.test")).text).toBe(
      "demo-email: cancelled (breach; appeal: none)",
    );
    expect((await signIn("email@demo.portolan.test")).code).toBe(DESIGNED_CODES.ACCOUNT_CANCELLED);
    expect(await operator("appeal", "demo-email", "grant")).toMatchObject({
      code: 1,
      text: expect.stringMatching(/no appeal/),
    });
    // The owner files an appeal (no screen for it yet: written as the appeal call would).
    const accounts = server.deps.storage.accounts;
    const stored = await accounts.findByLogin("demo-email");
    if (stored === undefined) throw new Error("demo-email is seeded");
    await accounts.setLifecycle(stored.id, { ...stored.lifecycle, appeal: { filedAt: server.clock.now() } });
    expect((await operator("accounts", "email@demo")).text).toMatch(/appeal: pending/);
    expect(await operator("appeal", "demo-email", "maybe")).toMatchObject({ code: 2 });
    const decided = await operator("appeal", "demo-email", "grant");
    expect(decided.code).toBe(0);
    expect((await signIn("email@demo.portolan.test")).code).toBe(200);
  });

  it("refuses an account that does not exist", async () => {
    expect(await operator("freeze", "nobody@demo.portolan.test")).toMatchObject({
      code: 1,
      text: expect.stringMatching(/no account/),
    });
  });
});
