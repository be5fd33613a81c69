// Test support: the auth area alone behind the real endpoint mount (decoding, sessions, envelopes),
// on a fresh SQLite file, with a test clock, fake captcha and codes, and cheap password hashing.
// Lets the area be tested whatever state the verification and commerce areas are in.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Hono } from "hono";
import { openSqliteAccountStorage } from "../../accounts/open-account-storage.ts";
import type { AccountServices } from "../../accounts/orders/account-services-port.ts";
import type { CodeCheck, VerificationCodes } from "../../accounts/verification/verification-codes-port.ts";
import type { AppDeps } from "../../app-deps.ts";
import { loadConfig } from "../../config.ts";
import { mountEndpoints } from "../../http/mount-endpoints.ts";
import type { CaptchaChecker } from "../../ports/captcha.ts";
import { systemRandom } from "../../runtime/system-runtime.ts";
import { TEST_CAPTCHA_DIFFICULTY } from "../../testing/captcha-solver.ts";
import {
  type CapturingMailer,
  capturingMailer,
  type TestClock,
  testClock,
} from "../../testing/test-server.ts";
import { type AuthArea, createAuthArea } from "./auth-area.ts";
import { TEST_SCRYPT } from "./password-hash.ts";

/** The one captcha answer the fake accepts. */
export const GOOD_CAPTCHA = "solved-challenge";
export const BAD_CAPTCHA = "unsolved-challenge";

export interface FakeCodes extends VerificationCodes {
  /** Pretends a code was mailed to `target`. */
  readonly issue: (target: string, code: string) => void;
}

const fakeCodes = (): FakeCodes => {
  const live = new Map<string, string>();
  return {
    issue: (target, code) => live.set(target.toLowerCase(), code),
    verify: async (_channel, target, code): Promise<CodeCheck> => {
      const expected = live.get(target.toLowerCase());
      if (expected === undefined) return "none";
      if (expected !== code) return "wrong";
      live.delete(target.toLowerCase());
      return "ok";
    },
  };
};

export interface HarnessClient {
  readonly get: (path: string) => Promise<{ code: number; data: unknown; msg?: string }>;
  readonly post: (path: string, body: unknown) => Promise<{ code: number; data: unknown; msg?: string }>;
  readonly token: () => string | undefined;
  readonly setToken: (token: string | undefined) => void;
  /** The browser's known-device cookie (set at a successful sign-in). */
  readonly device: () => string | undefined;
}

export interface AuthHarness {
  readonly area: AuthArea;
  readonly deps: AppDeps;
  readonly clock: TestClock;
  readonly codes: FakeCodes;
  /** Latest service expiry per account id (the commerce area's answer). */
  readonly expiries: Map<number, number>;
  /** What the auth area mailed (the login notice). */
  readonly mailer: CapturingMailer;
  /** A browser (token in the cookie) or a cross-origin client (token in the `token` header). */
  readonly client: (ip?: string, carry?: "cookie" | "header") => HarnessClient;
  readonly stop: () => void;
}

export const startAuthHarness = (env: Record<string, string> = {}): AuthHarness => {
  const dir = mkdtempSync(join(tmpdir(), "portolan-auth-"));
  const config = loadConfig({ PORTOLAN_DATA_DIR: dir, ...env }, process.cwd());
  const clock = testClock();
  const storage = openSqliteAccountStorage(config.databaseFile);
  const deps: AppDeps = {
    config,
    storage,
    clock,
    random: systemRandom,
    log: { info: () => {}, error: () => {} },
    captchaDifficulty: TEST_CAPTCHA_DIFFICULTY,
  };
  const captcha: CaptchaChecker = { check: async (payload) => payload === GOOD_CAPTCHA };
  const codes = fakeCodes();
  const expiries = new Map<number, number>();
  const services: AccountServices = {
    ofAccount: async () => [],
    latestExpiry: async (id) => expiries.get(id),
  };
  const mailer = capturingMailer();
  const area = createAuthArea(deps, { captcha, codes, services, mailer }, { passwordHashing: TEST_SCRYPT });
  const hono = new Hono();
  mountEndpoints(hono, {
    handlers: area.handlers,
    sessions: area.sessions,
    clock,
    secureCookies: false,
    log: () => {},
  });
  const client = (ip = "203.0.113.7", carry: "cookie" | "header" = "cookie"): HarnessClient => {
    let token: string | undefined;
    let device: string | undefined;
    const cookies = () =>
      [token === undefined ? "" : `token=${token}`, device === undefined ? "" : `portolan_device=${device}`]
        .filter(Boolean)
        .join("; ");
    const call = async (path: string, init: RequestInit) => {
      // The client's address as the node server gives it: the socket's peer.
      const connection = { incoming: { socket: { remoteAddress: ip } } };
      const response = await hono.request(
        path,
        {
          ...init,
          headers: {
            ...(carry === "cookie"
              ? cookies() === ""
                ? {}
                : { cookie: cookies() }
              : {
                  ...(token === undefined ? {} : { token }),
                  ...(device === undefined ? {} : { cookie: `portolan_device=${device}` }),
                }),
            ...(init.headers as Record<string, string>),
          },
        },
        connection,
      );
      for (const line of response.headers.getSetCookie()) {
        const [pair = ""] = line.split(";");
        const [name, value = ""] = pair.split("=");
        if (name === "token") token = value === "" || /max-age=0/i.test(line) ? undefined : value;
        if (name === "portolan_device") device = value;
      }
      return (await response.json()) as { code: number; data: unknown; msg?: string };
    };
    return {
      get: (path) => call(path, { method: "GET" }),
      post: (path, body) =>
        call(path, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        }),
      token: () => token,
      device: () => device,
      setToken: (t) => {
        token = t;
      },
    };
  };
  return {
    area,
    deps,
    clock,
    codes,
    expiries,
    mailer,
    client,
    stop: () => {
      void storage.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};
