// The operator's decisions on accounts (issue 13; spec §4 Accounts: freeze or cancel on breach of the
// terms, an appeal decided at the provider's discretion): list and find accounts with their status,
// freeze, unfreeze, cancel, decide an appeal. Each takes effect on the account's next request.
import { accountStatus, decideAppeal } from "@portolan/core";
import type { AccountServices } from "../ports/account-services.ts";
import type { AccountRepository, StoredAccount } from "../ports/auth-accounts.ts";
import { toAccountRecord } from "../services/auth/account-view.ts";

export interface AccountCommandDeps {
  readonly accounts: AccountRepository;
  readonly services: AccountServices;
  readonly now: number;
  readonly print: (line: string) => void;
}

const LISTED = 50;

const statusText = async (a: StoredAccount, deps: AccountCommandDeps): Promise<string> => {
  const latest = await deps.services.latestExpiry(a.id);
  const s = accountStatus(toAccountRecord(a, latest === undefined ? [] : [latest]), deps.now);
  if (s.kind === "active") return "active";
  if (s.kind === "frozen")
    return `frozen (${s.functions === "all" ? "all functions" : s.functions.join(", ")})`;
  return `cancelled (${s.reason}; appeal: ${s.appeal})`;
};

/** `accounts [text]`, `freeze|unfreeze|cancel <login>`, `appeal <login> grant|reject`; undefined otherwise. */
export const runAccountCommand = async (
  [command, login, choice]: readonly (string | undefined)[],
  deps: AccountCommandDeps,
): Promise<number | undefined> => {
  if (command === "accounts") {
    for (const a of await deps.accounts.search(login ?? "", LISTED))
      deps.print(`${a.id}\t${a.account}\t${a.email ?? "-"}\t${await statusText(a, deps)}`);
    return 0;
  }
  if (!["freeze", "unfreeze", "cancel", "appeal"].includes(command ?? "")) return undefined;
  const account = login === undefined ? undefined : await deps.accounts.findByLogin(login);
  if (account === undefined) {
    deps.print(`refused: no account "${login ?? ""}" (give its email or account name)`);
    return 1;
  }
  const { freeze: _freeze, ...unfrozen } = account.lifecycle;
  if (command === "freeze")
    await deps.accounts.setLifecycle(account.id, {
      ...account.lifecycle,
      freeze: { since: deps.now, functions: "all" },
    });
  else if (command === "unfreeze") await deps.accounts.setLifecycle(account.id, unfrozen);
  else if (command === "cancel")
    await deps.accounts.setLifecycle(account.id, { ...account.lifecycle, cancelledForBreachAt: deps.now });
  else {
    if (choice !== "grant" && choice !== "reject") {
      deps.print("refused: say grant or reject");
      return 2;
    }
    const latest = await deps.services.latestExpiry(account.id);
    const decided = decideAppeal(
      toAccountRecord(account, latest === undefined ? [] : [latest]),
      choice === "grant",
      deps.now,
    );
    if (!decided.ok) {
      deps.print("refused: this account has no appeal waiting for a decision");
      return 1;
    }
    const appeal = decided.value.appeal;
    await deps.accounts.setLifecycle(account.id, {
      ...account.lifecycle,
      ...(appeal === undefined ? {} : { appeal }),
    });
  }
  const now = await deps.accounts.findById(account.id);
  deps.print(`${account.account}: ${now === undefined ? "?" : await statusText(now, deps)}`);
  return 0;
};
