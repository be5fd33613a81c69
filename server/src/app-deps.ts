// What every area of the provider is built from: configuration, the database and the runtime ports.

import type { ServerConfig } from "./config.ts";
import type { Logger } from "./ports/logger.ts";
import type { Clock, Random } from "./ports/runtime.ts";
import type { CaptchaDifficulty } from "./services/verification/verification-policy.ts";
import type { Db } from "./storage/sqlite/database.ts";

export interface AppDeps {
  readonly config: ServerConfig;
  readonly db: Db;
  readonly clock: Clock;
  readonly random: Random;
  readonly log: Logger;
  /** How much work a captcha asks (tests ask little, D280). */
  readonly captchaDifficulty: CaptchaDifficulty;
}
