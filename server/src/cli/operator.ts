// The operator's command line (issue 13): steps a person at the seller takes that have no screen.
//   node server/src/cli/operator.ts transfer-received <reference> [--amount <USD>]
// marks a bank transfer received: the order is paid and its package starts (README "Operator");
//   … offers | reprice <TIER> <USD> | offline <TIER> | online <TIER>   the packages on offer;
//   … firms feedback | accept <id> | reject <id> | rules | withdraw <id>   users' firm reports (D307).
// It writes to the database of PORTOLAN_DATA_DIR, also while the provider is serving (SQLite WAL).

import { parseArgs } from "node:util";
import { openAccountStorage } from "../accounts/open-account-storage.ts";
import { loadConfig } from "../config.ts";
import { createMailer } from "../mail/create-mailer.ts";
import { mailOriginRefusal } from "../mail/mail-origin.ts";
import { confirmTransferAudited } from "../services/admin/transfer-decisions.ts";
import type { TransferOutcome } from "../services/commerce/bank-transfer.ts";
import { createOfferAdmin } from "../services/commerce/offer-admin.ts";
import { createReceipts } from "../services/commerce/receipts/receipts.ts";
import { followRetiredFirms } from "../trade/follow-retired-firms.ts";
import { openTradeEngine } from "../trade/open-trade-engine.ts";
import { runAccountCommand } from "./operator-accounts.ts";
import { runFirmCommand } from "./operator-firms.ts";
import { runOfferCommand } from "./operator-offers.ts";

const USAGE = [
  "usage: operator.sh transfer-received <reference> [--amount <USD, e.g. 2399.00>]",
  "       operator.sh offers | reprice <TIER> <USD> | offline <TIER> | online <TIER>",
  "       operator.sh accounts [text] | freeze <login> | unfreeze <login> | cancel <login> | reinstate <login> | appeal <login> grant|reject",
  "       operator.sh firms feedback | firms accept <id> [--note <text>] | firms reject <id> [--note <text>] | firms rules | firms withdraw <id> [--note <text>]",
].join("\n");

const REFUSALS: Readonly<Record<Extract<TransferOutcome, { kind: "refused" }>["reason"], string>> = {
  reference: "not a payment reference of ours: PTL, the order number and two check digits (check for a typo)",
  notFound: "no order has this reference",
  alreadyPaid: "this order is paid already: nothing was changed",
  invalid:
    "this order is no longer valid (its 7-day reservation ended, or its package was changed or taken offline): return the money, or ask the buyer to order again",
  amount: "the amount differs from the order's: nothing was changed",
};

/** Cents of a decimal amount such as "2399" or "2399.00"; undefined for anything else. */
export const centsOf = (text: string): number | undefined =>
  /^\d{1,9}(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : undefined;

export const runOperator = async (
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  now: number,
  print: (line: string) => void,
): Promise<number> => {
  const { values, positionals } = parseArgs({
    args: [...argv],
    options: { amount: { type: "string" }, note: { type: "string" } },
    allowPositionals: true,
    strict: false,
  });
  const [command, reference] = positionals;
  if (command !== "transfer-received") {
    const config = loadConfig(env, process.cwd());
    const storage = await openAccountStorage(config.accountStorage, { now });
    try {
      const offers = storage.offers;
      const admin = createOfferAdmin(offers, storage.orders);
      const code =
        (await runOfferCommand(positionals, { offers, admin, now, print })) ??
        (await runAccountCommand(positionals, {
          accounts: storage.accounts,
          services: storage.services,
          audit: storage.audit.record,
          now,
          print,
        })) ??
        (await runFirmCommand(positionals, typeof values.note === "string" ? values.note : undefined, {
          reports: storage.firmReports,
          identity: async () => {
            const engine = await openTradeEngine(config.tradeEngine, config.tradeDatabaseFile);
            const identity = engine.identity;
            // As in the provider (trade-area.ts, D313): ids a rule retires take the accounts' items along.
            const resolveAgain = async () => {
              await identity.resolveAgain();
              await followRetiredFirms(storage.firmReferences, identity);
            };
            return { identity: { ...identity, resolveAgain }, close: engine.close };
          },
          audit: storage.audit.record,
          now,
          print,
        }));
      if (code !== undefined) return code;
    } finally {
      await storage.close();
    }
    print(USAGE);
    return 2;
  }
  if (reference === undefined) {
    print(USAGE);
    return 2;
  }
  const amount = typeof values.amount === "string" ? centsOf(values.amount) : undefined;
  if (typeof values.amount === "string" && amount === undefined) {
    print(`--amount must be a number of US dollars such as 2399.00, not "${values.amount}"`);
    return 2;
  }
  const config = loadConfig(env, process.cwd());
  // The receipt mail links to the payment page: of the configured public origin only (D338).
  const noOrigin = mailOriginRefusal(config);
  if (noOrigin !== undefined) {
    print(`refused: ${noOrigin}`);
    return 2;
  }
  const storage = await openAccountStorage(config.accountStorage, { now });
  try {
    const receipts = createReceipts({
      accounts: storage.accounts,
      services: storage.services,
      mailer: createMailer(config),
      log: { info: () => {}, error: (m, e) => print(`warning: ${m}: ${String(e)}`) },
      publicOrigin: config.publicOrigin,
      sellerName: config.sellerName,
    });
    const checkout = { orders: storage.orders, offers: storage.offers, receipts };
    // The admin page's rule and audit trail; the command acts as no account.
    const audit = storage.audit.record;
    const outcome = await confirmTransferAudited({ checkout, audit }, reference, now, amount, undefined);
    if (outcome.kind === "refused") {
      print(`refused: ${REFUSALS[outcome.reason]}`);
      return 1;
    }
    const o = outcome.order;
    print(`paid: order ${o.id}, ${o.tierId}, ${o.amount} ${o.currency}; the package starts now`);
    return 0;
  } finally {
    await storage.close();
  }
};

if (import.meta.main) {
  process.exitCode = await runOperator(process.argv.slice(2), process.env, Date.now(), (l) => console.log(l));
}
