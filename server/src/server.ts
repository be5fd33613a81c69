// Starts the provider: opens and migrates the database, seeds the demo data, listens, and runs the
// scheduled dormancy check. Returns a handle that stops it cleanly.

import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { openAccountStorage } from "./accounts/open-account-storage.ts";
import { type App, type AppOverrides, createApp } from "./app.ts";
import type { AppDeps } from "./app-deps.ts";
import type { ServerConfig } from "./config.ts";
import type { Logger } from "./ports/logger.ts";
import type { Mailer } from "./ports/mailer.ts";
import type { Clock, Random } from "./ports/runtime.ts";
import { systemClock, systemRandom } from "./runtime/system-runtime.ts";
import { CAPTCHA_DIFFICULTY, type CaptchaDifficulty } from "./services/verification/verification-policy.ts";
import { providerServing } from "./trade-loads/provider-serving.ts";

/** The dormancy check (12 months without login, spec §4 Accounts) runs this often. */
export const DORMANCY_CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** The alert check's schedule (issue 16; the importer also runs it after each import, D231). */
export const ALERT_CHECK_INTERVAL_MS = 5 * 60 * 1000;

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  readonly app: App;
  readonly deps: AppDeps;
  readonly stop: () => Promise<void>;
}

export const consoleLogger: Logger = {
  info: (message) => console.log(message),
  error: (message, error) => console.error(message, error ?? ""),
};

export interface StartOptions {
  readonly clock?: Clock;
  readonly random?: Random;
  readonly log?: Logger;
  readonly mailer?: Mailer;
  readonly captchaDifficulty?: CaptchaDifficulty;
  readonly overrides?: AppOverrides;
}

export const startServer = async (
  config: ServerConfig,
  options: StartOptions = {},
): Promise<RunningServer> => {
  const storage = await openAccountStorage(config.accountStorage, {
    now: (options.clock ?? systemClock).now(),
  });
  const random = options.random ?? systemRandom;
  const deps: AppDeps = {
    config,
    storage,
    clock: options.clock ?? systemClock,
    random,
    log: options.log ?? consoleLogger,
    captchaDifficulty: options.captchaDifficulty ?? CAPTCHA_DIFFICULTY,
  };
  const app = createApp(deps, {
    ...options.overrides,
    ...(options.mailer ? { mailer: options.mailer } : {}),
  });
  await app.seed();
  // Hourly: the dormancy check and the warnings before a package ends (D288: once per term).
  // Several providers may share the accounts: each timer fires in every process, and the run is
  // taken by one of them (a tenth of the period early, so the next on-time tick finds it due).
  const once = async (job: string, every: number, run: () => Promise<unknown>) => {
    if (await storage.scheduledRuns.claim(job, deps.clock.now(), every - every / 10)) await run();
  };
  const hourly = () => {
    once("dormancy-check", DORMANCY_CHECK_INTERVAL_MS, app.runDormancyCheck).catch((error) =>
      deps.log.error("dormancy check failed", error),
    );
    once("expiry-warnings", DORMANCY_CHECK_INTERVAL_MS, app.runExpiryWarnings).catch((error) =>
      deps.log.error("package expiry warnings failed", error),
    );
  };
  const timer = setInterval(hourly, DORMANCY_CHECK_INTERVAL_MS);
  timer.unref();
  await app.runDormancyCheck();
  await app.runExpiryWarnings().catch((error) => deps.log.error("package expiry warnings failed", error));
  await app.baselineAlerts();
  const alertTimer = setInterval(() => {
    once("alert-check", ALERT_CHECK_INTERVAL_MS, app.runAlertCheck).catch((error) =>
      deps.log.error("alert check failed", error),
    );
  }, ALERT_CHECK_INTERVAL_MS);
  alertTimer.unref();
  const serving = providerServing(deps, app.trade);
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    // The import command's operator calls (D354) beside the public app, outside its middleware.
    const fetch = serving.route(app.hono.fetch);
    const s = serve({ fetch, port: config.port, hostname: config.host }, () => resolve(s));
  });
  const port = (server.address() as AddressInfo).port;
  serving.announce(port);
  return {
    url: `http://${config.host}:${port}`,
    port,
    app,
    deps,
    stop: async () => {
      serving.withdraw();
      clearInterval(timer);
      clearInterval(alertTimer);
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.close();
      await storage.close();
    },
  };
};
