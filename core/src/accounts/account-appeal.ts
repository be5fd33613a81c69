// Filing and deciding an appeal against a cancellation (spec §4: the decision is at the provider's
// discretion). Pure updates of the account record; failures are message ids.
import { err, ok, type Result } from "../shared/result.ts";
import type { AccountMessageId } from "./account-messages.ts";
import { type AccountRecord, cancellationAt } from "./account-status.ts";

export const canAppeal = (account: AccountRecord, now: number): boolean =>
  cancellationAt(account, now)?.appeal === "none";

export const fileAppeal = (account: AccountRecord, now: number): Result<AccountRecord, AccountMessageId> => {
  const cancelled = cancellationAt(account, now);
  if (cancelled === undefined) return err("accounts.appeal.notCancelled");
  if (cancelled.appeal !== "none") return err("accounts.appeal.alreadyFiled");
  return ok({ ...account, appeal: { filedAt: now } });
};

export const decideAppeal = (
  account: AccountRecord,
  granted: boolean,
  now: number,
): Result<AccountRecord, AccountMessageId> => {
  const appeal = account.appeal;
  if (appeal === undefined || cancellationAt(account, now)?.appeal !== "pending")
    return err("accounts.appeal.noneToDecide");
  return ok({ ...account, appeal: { filedAt: appeal.filedAt, decision: { granted, at: now } } });
};
