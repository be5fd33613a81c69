// The provider's decisions on an account (spec §4 Accounts; D46, D276, D291) as pure updates of its
// record: freeze all functions, unfreeze, cancel for a breach, reinstate (the undo of a cancellation
// for a breach), grant or reject an appeal. Which decisions a status offers, and which one undoes
// another, are decided here once for the provider, the operator's command and the admin page.
import { err, ok, type Result } from "../shared/result.ts";
import { decideAppeal } from "./account-appeal.ts";
import type { AccountMessageId } from "./account-messages.ts";
import { type AccountRecord, type AccountStatus, cancellationAt } from "./account-status.ts";

export const ACCOUNT_DECISIONS = [
  "freeze",
  "unfreeze",
  "cancel",
  "reinstate",
  "grantAppeal",
  "rejectAppeal",
] as const;
export type AccountDecision = (typeof ACCOUNT_DECISIONS)[number];

/** The decisions that ask for a confirmation naming the account first: they shut the account out. */
export const CONFIRMED_DECISIONS: readonly AccountDecision[] = ["freeze", "cancel"];

/**
 * The decision that undoes one, where the rules allow it (D291): a freeze is lifted by an unfreeze
 * (and may be put back), a cancellation for a breach by reinstating. An appeal's decision has none:
 * it is the provider's review, final as D46 says, and a dormancy cancellation is no one's decision.
 */
export const undoOf = (decision: AccountDecision): AccountDecision | undefined =>
  decision === "freeze"
    ? "unfreeze"
    : decision === "unfreeze"
      ? "freeze"
      : decision === "cancel"
        ? "reinstate"
        : undefined;

/** The decisions the admin page offers for an account in this status. */
export const decisionsFor = (status: AccountStatus): readonly AccountDecision[] => {
  if (status.kind === "active") return ["freeze", "cancel"];
  if (status.kind === "frozen") return ["unfreeze", "cancel"];
  const appeal: readonly AccountDecision[] =
    status.appeal === "pending" ? ["grantAppeal", "rejectAppeal"] : [];
  return status.reason === "breach" ? [...appeal, "reinstate"] : appeal;
};

/** The record after a decision taken at `now`, or why it cannot be taken. */
export const applyDecision = (
  account: AccountRecord,
  decision: AccountDecision,
  now: number,
): Result<AccountRecord, AccountMessageId> => {
  const { freeze: _freeze, cancelledForBreachAt: _breach, ...rest } = account;
  switch (decision) {
    case "freeze":
      return ok({ ...account, freeze: { since: now, functions: "all" } });
    case "unfreeze":
      return ok({ ...rest, ...(_breach === undefined ? {} : { cancelledForBreachAt: _breach }) });
    case "cancel":
      return ok({ ...account, cancelledForBreachAt: now });
    case "reinstate":
      return cancellationAt(account, now)?.reason === "breach"
        ? ok({ ...rest, ...(_freeze === undefined ? {} : { freeze: _freeze }) })
        : err("accounts.reinstate.notBreach");
    case "grantAppeal":
    case "rejectAppeal":
      return decideAppeal(account, decision === "grantAppeal", now);
  }
};
