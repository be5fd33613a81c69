// docs/demo-accounts.md as generated from the demo list, so the README's table cannot drift from
// what is seeded (demo-accounts.test.ts compares the file with this).

import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoEmail } from "./demo-accounts.ts";

export const DEMO_ACCOUNTS_DOC = "docs/demo-accounts.md";

export const demoAccountsMarkdown = (): string =>
  [
    "# Demo accounts",
    "",
    "Seeded on the first start of an empty database (`PORTOLAN_SEED_DEMO`, on by default). Sign in",
    "with the email (or the account name) and the password below. Generated from",
    "`server/src/services/auth/demo-accounts.ts`; a test keeps this page in step with it.",
    "",
    "| Email | Account | Password | What it shows |",
    "|---|---|---|---|",
    ...DEMO_ACCOUNTS.map((a) => `| ${demoEmail(a)} | ${a.account} | ${DEMO_PASSWORD} | ${a.shows} |`),
    "",
  ].join("\n");
