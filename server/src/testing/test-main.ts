// A provider process for fault tests (two processes on one database, kill -9): configured by the
// environment like main.ts, but it appends every captcha text it draws to <data dir>/captcha-texts.log,
// where the test reads it as a person would read the image. Prints "READY <url>" when listening.

import { appendFileSync } from "node:fs";
import { join } from "node:path";
import { loadConfig } from "../config.ts";
import { randomCaptchaText, systemRandom } from "../runtime/system-runtime.ts";
import { startServer } from "../server.ts";

const config = loadConfig(process.env, process.cwd());
const inner = randomCaptchaText(systemRandom);
const log = join(config.dataDir, "captcha-texts.log");
const running = await startServer(config, {
  captchaText: {
    next: () => {
      const text = inner.next();
      appendFileSync(log, `${text}\n`);
      return text;
    },
  },
});
process.stdout.write(`READY ${running.url}\n`);
process.on("SIGTERM", () => {
  running.stop().then(() => process.exit(0));
});
