// One real provider per Playwright worker (server/src/testing/test-main.ts: main.ts, its captchas
// asking the real work), on a free port of localhost, with a fresh data folder, the built UI,
// development pages on (the mail outbox as JSON) and a small demo data set. One per worker so that
// "the newest mail" is this worker's own, whatever the other one does.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../../src/support/free-port.ts";
import { startProviderProcess } from "../../src/support/provider-process.ts";
import { UI_DIR } from "./global-setup.ts";

export interface E2eProvider {
  /** The public origin the browser uses (cookie-authenticated writes from any other are refused). */
  readonly origin: string;
  readonly dataDir: string;
  /** The mail outbox, newest first (GET /dev/outbox.json). */
  readonly outbox: () => Promise<readonly OutboxMail[]>;
  readonly stop: () => Promise<void>;
}

export interface OutboxMail {
  readonly id: string;
  readonly kind: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly date: string;
}

/**
 * The suite's browser and helpers all reach the provider from 127.0.0.1, and a worker's tests fetch
 * far more captchas a minute than a person does: the per-address limit is raised (its own tests run
 * on the server's test servers).
 */
export const E2E_CAPTCHA_LIMIT = { PORTOLAN_CAPTCHAS_PER_MINUTE: "100000" } as const;

export const startE2eProvider = async (): Promise<E2eProvider> => {
  const dataDir = mkdtempSync(join(tmpdir(), "portolan-e2e-"));
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const provider = await startProviderProcess(dataDir, {
    PORTOLAN_PORT: String(port),
    PORTOLAN_PUBLIC_ORIGIN: origin,
    PORTOLAN_UI_DIR: UI_DIR,
    PORTOLAN_DEMO_MODE: "true",
    PORTOLAN_DEMO_RECORDS: "3000",
    PORTOLAN_DEMO_STATS: "small",
    ...E2E_CAPTCHA_LIMIT,
    // Likewise the public try-search's limit per address (its own test runs on a server test server).
    PORTOLAN_TRY_SEARCHES_PER_MINUTE: "100000",
  });
  return {
    origin,
    dataDir,
    outbox: async () => (await (await fetch(`${origin}/dev/outbox.json`)).json()) as OutboxMail[],
    stop: async () => {
      await provider.kill("SIGTERM");
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
