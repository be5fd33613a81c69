// A provider process for fault tests and the browser tests (two processes on one database, kill -9):
// configured by the environment like main.ts, its captchas ask the real work (a test solves them as
// the browser does, D279). Prints "READY <url>" when listening.

import { loadConfig } from "../config.ts";
import { startServer } from "../server.ts";

const config = loadConfig(process.env, process.cwd());
const running = await startServer(config);
process.stdout.write(`READY ${running.url}\n`);
process.on("SIGTERM", () => {
  running.stop().then(() => process.exit(0));
});
