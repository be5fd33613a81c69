// The operator's decisions on an account (issue 13, issue 29; spec §4 Accounts): freeze all
// functions, unfreeze, cancel for breach of the terms, reinstate (the undo of that cancellation),
// grant or reject an appeal — core's applyDecision. Used by the operator's command and the admin page
// alike; each takes effect at the account's next request and is written to the audit trail (D290).
import { type AccountDecision, type AccountStatus, accountStatus, applyDecision } from "@portolan/core";
import type {
  AccountLifecycle,
  AccountRepository,
  StoredAccount,
} from "../../accounts/accounts/accounts-port.ts";
import type { AuditRecord } from "../../accounts/audit/audit-port.ts";
import type { AccountServices } from "../../accounts/orders/account-services-port.ts";
import { toAccountRecord } from "../auth/account-view.ts";

export type AccountAction = AccountDecision;

export interface AccountActionDeps {
  readonly accounts: AccountRepository;
  readonly services: AccountServices;
  /** Writes one row of the audit trail. */
  readonly audit: (entry: AuditRecord) => Promise<void>;
}

export const statusAt = async (
  deps: Pick<AccountActionDeps, "services">,
  a: StoredAccount,
  now: number,
): Promise<AccountStatus> => {
  const latest = await deps.services.latestExpiry(a.id);
  return accountStatus(toAccountRecord(a, latest === undefined ? [] : [latest]), now);
};

export type ActionOutcome =
  | { readonly ok: true; readonly account: StoredAccount; readonly status: AccountStatus }
  | { readonly ok: false; readonly reason: "noAppeal" | "notBreach" };

export const applyAccountAction = async (
  deps: AccountActionDeps,
  account: StoredAccount,
  action: AccountAction,
  now: number,
  /** The deciding administrator; undefined for the operator's command. */
  actorId: number | undefined,
): Promise<ActionOutcome> => {
  const latest = await deps.services.latestExpiry(account.id);
  const decided = applyDecision(toAccountRecord(account, latest === undefined ? [] : [latest]), action, now);
  if (!decided.ok)
    return { ok: false, reason: decided.error === "accounts.reinstate.notBreach" ? "notBreach" : "noAppeal" };
  const { freeze, cancelledForBreachAt, appeal } = decided.value;
  const { cancelledDormantAt } = account.lifecycle;
  const lifecycle: AccountLifecycle = {
    ...(freeze === undefined ? {} : { freeze }),
    ...(cancelledForBreachAt === undefined ? {} : { cancelledForBreachAt }),
    ...(cancelledDormantAt === undefined ? {} : { cancelledDormantAt }),
    ...(appeal === undefined ? {} : { appeal }),
  };
  await deps.accounts.setLifecycle(account.id, lifecycle);
  await deps.audit({ at: now, actorId, action, accountId: account.id });
  const after = (await deps.accounts.findById(account.id)) ?? account;
  return { ok: true, account: after, status: await statusAt(deps, after, now) };
};
