// What every area of the provider is built from: configuration, the database and the runtime ports.

import type { OpenedAccountStorage } from "./accounts/open-account-storage.ts";
import type { ServerConfig } from "./config.ts";
import type { Logger } from "./ports/logger.ts";
import type { Clock, Random } from "./ports/runtime.ts";
import type { CaptchaDifficulty } from "./services/verification/verification-policy.ts";

export interface AppDeps {
  readonly config: ServerConfig;
  /** Every account-side store, on the engine the opener chose. */
  readonly storage: OpenedAccountStorage;
  readonly clock: Clock;
  readonly random: Random;
  readonly log: Logger;
  /** How much work a captcha asks (tests ask little, D280). */
  readonly captchaDifficulty: CaptchaDifficulty;
}
