// What every area of the provider is built from: configuration, the database and the runtime ports.

import type { ServerConfig } from "./config.ts";
import type { CaptchaTextSource } from "./ports/captcha-text.ts";
import type { Logger } from "./ports/logger.ts";
import type { Clock, Random } from "./ports/runtime.ts";
import type { Db } from "./storage/sqlite/database.ts";

export interface AppDeps {
  readonly config: ServerConfig;
  readonly db: Db;
  readonly clock: Clock;
  readonly random: Random;
  readonly log: Logger;
  readonly captchaText: CaptchaTextSource;
}
