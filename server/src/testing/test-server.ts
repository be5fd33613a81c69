// A real provider for tests: its own SQLite file in a fresh temporary folder, a free port on loopback
// that is also its public origin (writes from any other origin are refused), a clock the test can
// move, and a mailer that keeps what it sent. Loopback is a trusted proxy, so a test can speak for
// several clients with X-Forwarded-For, the captcha limit is out of the way unless a test sets it, and
// a captcha asks little work (TEST_CAPTCHA_DIFFICULTY) unless the test gives the real one.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig, type ServerConfig } from "../config.ts";
import type { Mailer, MailMessage } from "../ports/mailer.ts";
import { type RunningServer, startServer } from "../server.ts";
import { TEST_SCRYPT } from "../services/auth/password-hash.ts";
import type { CaptchaDifficulty } from "../services/verification/verification-policy.ts";
import { TEST_CAPTCHA_DIFFICULTY } from "./captcha-solver.ts";
import { freePort } from "./free-port.ts";
import { testAccountsEnv } from "./test-accounts-engine.ts";

export interface TestClock {
  readonly now: () => number;
  readonly set: (epochMs: number) => void;
  readonly advance: (ms: number) => void;
}

export const testClock = (start = Date.UTC(2026, 10, 22, 9, 0, 0)): TestClock => {
  let t = start;
  return {
    now: () => t,
    set: (v) => {
      t = v;
    },
    advance: (ms) => {
      t += ms;
    },
  };
};

export interface CapturingMailer extends Mailer {
  readonly sent: MailMessage[];
  /** Makes the next sends fail (a mail server that is down). */
  failing: boolean;
}

export const capturingMailer = (): CapturingMailer => {
  const mailer: CapturingMailer = {
    sent: [],
    failing: false,
    send: async (message) => {
      if (mailer.failing) throw new Error("mail server down");
      mailer.sent.push(message);
    },
  };
  return mailer;
};

export interface TestServer extends RunningServer {
  readonly clock: TestClock;
  readonly mailer: CapturingMailer;
  readonly dataDir: string;
  /** Calls the server as a browser of the product would (same origin), keeping cookies. */
  readonly client: () => TestClient;
}

export interface TestClient {
  readonly get: (path: string, headers?: Record<string, string>) => Promise<Response>;
  readonly post: (
    path: string,
    body: unknown,
    kind?: "json" | "form",
    headers?: Record<string, string>,
  ) => Promise<Response>;
  readonly cookies: Map<string, string>;
}

const errors: string[] = [];

/** Test servers generate fewer demo shipments than a real start (seeding stays well under a second). */
export const TEST_DEMO_RECORDS = 3_000;

export { freePort };

/** Captchas a test server issues per minute and address unless the test sets the limit. */
export const TEST_CAPTCHAS_PER_MINUTE = 100_000;

export const startTestServer = async (
  env: Record<string, string> = {},
  options: {
    readonly dataDir?: string;
    readonly clock?: TestClock;
    /** Keep the mailer of the configuration (the outbox folder); `mailer` then captures nothing. */
    readonly realMailer?: boolean;
    /** The work a captcha asks; little unless given. */
    readonly captchaDifficulty?: CaptchaDifficulty;
  } = {},
): Promise<TestServer> => {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), "portolan-test-"));
  const port = await freePort();
  const accounts = await testAccountsEnv();
  const config: ServerConfig = loadConfig(
    {
      PORTOLAN_PORT: String(port),
      PORTOLAN_PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      PORTOLAN_TRUSTED_PROXIES: "127.0.0.1, ::1",
      PORTOLAN_CAPTCHAS_PER_MINUTE: String(TEST_CAPTCHAS_PER_MINUTE),
      PORTOLAN_DATA_DIR: dataDir,
      PORTOLAN_DEMO_RECORDS: String(TEST_DEMO_RECORDS),
      PORTOLAN_DEMO_STATS: "small",
      // The outbox and the sandbox payments of demo mode, as the README's start command has them.
      PORTOLAN_DEMO_MODE: "true",
      // No built UI unless a test asks for one: whether ui/dist exists must not change a test's answer.
      PORTOLAN_UI_DIR: join(dataDir, "no-ui"),
      ...accounts,
      ...env,
    },
    process.cwd(),
  );
  const clock = options.clock ?? testClock();
  const mailer = capturingMailer();
  const running = await startServer(config, {
    clock,
    ...(options.realMailer ? {} : { mailer }),
    captchaDifficulty: options.captchaDifficulty ?? TEST_CAPTCHA_DIFFICULTY,
    overrides: { passwordHashing: TEST_SCRYPT },
    log: { info: () => {}, error: (m, e) => errors.push(`${m} ${String(e ?? "")}`) },
  });
  const origin = config.publicOrigin;
  const client = (): TestClient => {
    const cookies = new Map<string, string>();
    const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const remember = (response: Response) => {
      for (const line of response.headers.getSetCookie()) {
        const [pair = "", ...attrs] = line.split(";");
        const [name = "", value = ""] = pair.split("=");
        const expired = attrs.some((a) => /max-age=0/i.test(a) || /expires=thu, 01 jan 1970/i.test(a));
        if (expired || value === "") cookies.delete(name.trim());
        else cookies.set(name.trim(), value);
      }
      return response;
    };
    const call = async (path: string, init: RequestInit) =>
      remember(
        await fetch(`${running.url}${path}`, {
          ...init,
          headers: {
            origin,
            ...(cookies.size ? { cookie: cookieHeader() } : {}),
            ...(init.headers as Record<string, string>),
          },
        }),
      );
    return {
      cookies,
      get: (path, headers = {}) => call(path, { method: "GET", headers }),
      post: (path, body, kind = "json", headers = {}) =>
        call(path, {
          method: "POST",
          headers: {
            "content-type": kind === "json" ? "application/json" : "application/x-www-form-urlencoded",
            ...headers,
          },
          body:
            kind === "json"
              ? JSON.stringify(body)
              : new URLSearchParams(body as Record<string, string>).toString(),
        }),
    };
  };
  return {
    ...running,
    clock,
    mailer,
    dataDir,
    client,
    stop: async () => {
      await running.stop();
      if (options.dataDir === undefined) rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/** What the servers started by this process logged as errors (a test can assert there were none). */
export const loggedServerErrors = (): readonly string[] => errors;
