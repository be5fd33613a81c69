// The resend limits live in the database: two servers on one database (a SQLite file, or one
// PostgreSQL database) share them, and a captcha issued by one can be used at the other (the
// signing key is the database's), once.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer, testClock } from "../../testing/test-server.ts";
import { postForm, sendEmailCode, solveCaptcha } from "./verification-test-kit.ts";

const dataDir = mkdtempSync(join(tmpdir(), "portolan-shared-"));
const clock = testClock();
let a: TestServer;
let b: TestServer;
beforeAll(async () => {
  a = await startTestServer({}, { dataDir, clock });
  // The first server seeded the shared database already; on PostgreSQL the second opens the first's.
  const { accountStorage } = a.deps.config;
  const same = accountStorage.kind === "postgres" ? { PORTOLAN_DATABASE_URL: accountStorage.url } : {};
  b = await startTestServer({ PORTOLAN_SEED_DEMO: "false", ...same }, { dataDir, clock });
});
afterAll(async () => {
  await a?.stop();
  await b?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("two servers on one database", () => {
  it("refuse the second send to an address whichever server takes it", async () => {
    expect((await sendEmailCode(a, "shared@acme.example")).code).toBe(1);
    expect((await sendEmailCode(b, "shared@acme.example")).code).toBe(140010);
    clock.advance(60_000);
    expect((await sendEmailCode(b, "shared@acme.example")).code).toBe(1);
  });

  it("accept a captcha issued by the other server, once between them", async () => {
    clock.advance(2 * 60 * 60_000);
    const captcha = await solveCaptcha(a.client());
    const body = await postForm(b.client(), "/api/public/sendVerifyCode", {
      email: "across@acme.example",
      captcha,
    });
    expect(body.code).toBe(1);
    const again = await postForm(a.client(), "/api/public/sendVerifyCode", {
      email: "across-2@acme.example",
      captcha,
    });
    expect(again.code).toBe(20009);
  });

  it("let exactly one of many simultaneous sends to one address through", async () => {
    clock.advance(2 * 60 * 60_000);
    // Captchas are solved one by one, then the sends race.
    const calls: (() => ReturnType<typeof postForm>)[] = [];
    for (let i = 0; i < 10; i++) {
      const server = i % 2 ? a : b;
      const client = server.client();
      const captcha = await solveCaptcha(client);
      calls.push(() =>
        postForm(client, "/api/public/sendVerifyCode", {
          email: "race@acme.example",
          captcha,
        }),
      );
    }
    const results = await Promise.all(calls.map((call) => call()));
    expect(results.filter((r) => r.code === 1)).toHaveLength(1);
    expect(results.filter((r) => r.code === 140010)).toHaveLength(9);
  });
});
