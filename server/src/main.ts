// `node server/src/main.ts`: the provider with the configuration of the environment (README).

import { loadConfig } from "./config.ts";
import { mailOriginRefusal } from "./mail/mail-origin.ts";
import { startServer } from "./server.ts";

const config = loadConfig(process.env, process.cwd());
// The provider mails verification codes, receipts and alerts: never with links to the loopback default.
const noOrigin = mailOriginRefusal(config);
if (noOrigin !== undefined) {
  console.error(`Portolan does not start: ${noOrigin}`);
  process.exit(2);
}
const running = await startServer(config);
console.log(`Portolan is running at ${config.publicOrigin} (listening on ${running.url})`);
console.log(
  `data: ${config.databaseFile}${config.devPages ? `; mail outbox: ${config.publicOrigin}/dev/outbox` : ""}`,
);
if (config.demoMode)
  console.log(
    "demo mode: every mail is listed at /dev/outbox and payments go through the sandbox (no money moves); never expose it",
  );
const shutdown = () => {
  running.stop().then(() => process.exit(0));
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
