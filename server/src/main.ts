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
const accounts =
  config.accountStorage.kind === "sqlite"
    ? config.accountStorage.file
    : // The address without its password: the log is read by more people than the password.
      config.accountStorage.url.replace(/\/\/([^:@/]+):[^@/]*@/, "//$1:***@");
console.log(
  `accounts: ${accounts}${config.devPages ? `; mail outbox: ${config.publicOrigin}/dev/outbox` : ""}`,
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
