// The operator's decisions on accounts as commands (issue 13; spec §4 Accounts): list and find
// accounts with their status, freeze, unfreeze, cancel, reinstate, decide an appeal. The rules live in
// services/admin/account-actions.ts, which the admin page uses too; each is audited as the command's.
import type { AccountStatus } from "@portolan/core";
import type { AccountRepository } from "../accounts/accounts/accounts-port.ts";
import type { AuditRecord } from "../accounts/audit/audit-port.ts";
import type { AccountServices } from "../accounts/orders/account-services-port.ts";
import { type AccountAction, applyAccountAction, statusAt } from "../services/admin/account-actions.ts";

export interface AccountCommandDeps {
  readonly accounts: AccountRepository;
  readonly services: AccountServices;
  readonly audit: (entry: AuditRecord) => Promise<void>;
  readonly now: number;
  readonly print: (line: string) => void;
}

const LISTED = 50;

export const statusText = (s: AccountStatus): string => {
  if (s.kind === "active") return "active";
  if (s.kind === "frozen")
    return `frozen (${s.functions === "all" ? "all functions" : s.functions.join(", ")})`;
  return `cancelled (${s.reason}; appeal: ${s.appeal})`;
};

const ACTION_OF: Readonly<Record<string, AccountAction | "appeal">> = {
  freeze: "freeze",
  unfreeze: "unfreeze",
  cancel: "cancel",
  reinstate: "reinstate",
  appeal: "appeal",
};

/** `accounts [text]`, `freeze|unfreeze|cancel|reinstate <login>`, `appeal <login> grant|reject`; undefined otherwise. */
export const runAccountCommand = async (
  [command, login, choice]: readonly (string | undefined)[],
  deps: AccountCommandDeps,
): Promise<number | undefined> => {
  if (command === "accounts") {
    for (const a of await deps.accounts.search(login ?? "", LISTED))
      deps.print(
        `${a.id}\t${a.account}\t${a.email ?? "-"}\t${statusText(await statusAt(deps, a, deps.now))}`,
      );
    return 0;
  }
  const named = ACTION_OF[command ?? ""];
  if (named === undefined) return undefined;
  const account = login === undefined ? undefined : await deps.accounts.findByLogin(login);
  if (account === undefined) {
    deps.print(`refused: no account "${login ?? ""}" (give its email or account name)`);
    return 1;
  }
  if (named === "appeal" && choice !== "grant" && choice !== "reject") {
    deps.print("refused: say grant or reject");
    return 2;
  }
  const action: AccountAction =
    named === "appeal" ? (choice === "grant" ? "grantAppeal" : "rejectAppeal") : named;
  const outcome = await applyAccountAction(deps, account, action, deps.now, undefined);
  if (!outcome.ok) {
    deps.print(
      outcome.reason === "notBreach"
        ? "refused: only an account cancelled for a breach of the terms can be reinstated"
        : "refused: this account has no appeal waiting for a decision",
    );
    return 1;
  }
  deps.print(`${account.account}: ${statusText(outcome.status)}`);
  return 0;
};
