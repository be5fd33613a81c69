// The operator's decisions on an account (issue 13; spec §4 Accounts): freeze all functions,
// unfreeze, cancel for breach of the terms, grant or reject an appeal (core's decideAppeal). Used by
// the operator's command and the admin page alike; each takes effect at the account's next request.
import { type AccountStatus, accountStatus, decideAppeal } from "@portolan/core";
import type { AccountServices } from "../../ports/account-services.ts";
import type { AccountRepository, StoredAccount } from "../../ports/auth-accounts.ts";
import { toAccountRecord } from "../auth/account-view.ts";

export const ACCOUNT_ACTIONS = ["freeze", "unfreeze", "cancel", "grantAppeal", "rejectAppeal"] as const;
export type AccountAction = (typeof ACCOUNT_ACTIONS)[number];

export interface AccountActionDeps {
  readonly accounts: AccountRepository;
  readonly services: AccountServices;
}

export const statusAt = async (
  deps: AccountActionDeps,
  a: StoredAccount,
  now: number,
): Promise<AccountStatus> => {
  const latest = await deps.services.latestExpiry(a.id);
  return accountStatus(toAccountRecord(a, latest === undefined ? [] : [latest]), now);
};

export type ActionOutcome =
  | { readonly ok: true; readonly account: StoredAccount; readonly status: AccountStatus }
  | { readonly ok: false; readonly reason: "noAppeal" };

export const applyAccountAction = async (
  deps: AccountActionDeps,
  account: StoredAccount,
  action: AccountAction,
  now: number,
): Promise<ActionOutcome> => {
  const { freeze: _freeze, ...unfrozen } = account.lifecycle;
  if (action === "freeze")
    await deps.accounts.setLifecycle(account.id, {
      ...account.lifecycle,
      freeze: { since: now, functions: "all" },
    });
  else if (action === "unfreeze") await deps.accounts.setLifecycle(account.id, unfrozen);
  else if (action === "cancel")
    await deps.accounts.setLifecycle(account.id, { ...account.lifecycle, cancelledForBreachAt: now });
  else {
    const latest = await deps.services.latestExpiry(account.id);
    const record = toAccountRecord(account, latest === undefined ? [] : [latest]);
    const decided = decideAppeal(record, action === "grantAppeal", now);
    if (!decided.ok) return { ok: false, reason: "noAppeal" };
    const appeal = decided.value.appeal;
    await deps.accounts.setLifecycle(account.id, {
      ...account.lifecycle,
      ...(appeal === undefined ? {} : { appeal }),
    });
  }
  const after = (await deps.accounts.findById(account.id)) ?? account;
  return { ok: true, account: after, status: await statusAt(deps, after, now) };
};
