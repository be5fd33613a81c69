// Starts the provider as a separate Node process (server/src/testing/test-main.ts) on a given data
// folder, for tests that need real processes: two servers on one database, kill -9 during writes.
// Unless the caller names a port, it gets a free one on loopback that is also its public origin, so
// writes sent with `origin: url` pass the CSRF check.

import { type ChildProcess, spawn } from "node:child_process";
import { join, resolve } from "node:path";
import { testAccountsEnv } from "@portolan/server";
import { freePort } from "./free-port.ts";

const ROOT = resolve(import.meta.dirname, "../../..");

export interface ProviderProcess {
  readonly url: string;
  readonly child: ChildProcess;
  readonly kill: (signal?: NodeJS.Signals) => Promise<void>;
}

/** Providers on one data folder share its accounts: on PostgreSQL runs, one database per folder. */
const accountsByDataDir = new Map<string, Promise<Record<string, string>>>();
const accountsOf = (dataDir: string) => {
  let env = accountsByDataDir.get(dataDir);
  if (env === undefined) {
    env = testAccountsEnv();
    accountsByDataDir.set(dataDir, env);
  }
  return env;
};

const ownPort = async (env: Record<string, string>): Promise<Record<string, string>> => {
  if (env.PORTOLAN_PORT !== undefined) return {};
  const port = await freePort();
  return { PORTOLAN_PORT: String(port), PORTOLAN_PUBLIC_ORIGIN: `http://127.0.0.1:${port}` };
};

export const startProviderProcess = async (
  dataDir: string,
  env: Record<string, string> = {},
  /** How long it may take to listen (chdb and a busy machine take longer). */
  startMs = 30_000,
): Promise<ProviderProcess> => {
  const where = { ...(await ownPort(env)), ...(env.PORTOLAN_DATABASE_URL ? {} : await accountsOf(dataDir)) };
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [join(ROOT, "server/src/testing/test-main.ts")], {
      cwd: ROOT,
      env: {
        ...process.env,
        ...where,
        PORTOLAN_DATA_DIR: dataDir,
        PORTOLAN_DEMO_MODE: "true",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    // One that did not start in time is stopped, not left running after the test.
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`provider did not start: ${output}`));
    }, startMs);
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /READY (\S+)/.exec(output);
      if (ready?.[1]) {
        clearTimeout(timer);
        const url = ready[1];
        resolvePromise({
          url,
          child,
          kill: (signal = "SIGKILL") =>
            new Promise((done) => {
              if (child.exitCode !== null || child.signalCode !== null) return done();
              child.once("exit", () => done());
              child.kill(signal);
            }),
        });
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`provider exited with ${code}: ${output}`));
    });
  });
};
