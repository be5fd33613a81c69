// docs/demo-accounts.md as generated from the demo list, so the README's table cannot drift from
// what is seeded (demo-accounts.test.ts compares the file with this).

import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoApiKey, demoEmail } from "./demo-accounts.ts";

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
    "## Data API keys",
    "",
    "Each demo account has one key for the trade data API, seeded with it. A call with",
    "`Authorization: Bearer <key>` acts as the account: its data sets and permissions, at most 60 calls",
    "a minute per key. The keys of demo-frozen and demo-cancelled answer 20002 and 20003, as their",
    "sign-in does: a key works only while its account may be used (D295). For example, with the",
    "provider of `bash scripts/start.sh` running:",
    "",
    "```sh",
    `curl -H "Authorization: Bearer ${demoApiKey({ account: "demo-admin" })}" \\`,
    '  "http://localhost:8080/searching/cds?datasets=IMP_USA_BL_SEA&keyword=chairs"',
    "```",
    "",
    "| Account | API key |",
    "|---|---|",
    ...DEMO_ACCOUNTS.map((a) => `| ${a.account} | \`${demoApiKey(a)}\` |`),
    "",
  ].join("\n");
