// Account status of spec §4 as a pure function of `now`: active, frozen (some or all functions,
// on a breach of the terms) or cancelled — for a breach, or after ACCOUNT_DORMANCY_MONTHS without
// login AND with no unexpired service. A cancelled account can appeal; a granted appeal reinstates
// it and restarts the dormancy period (decision "Account freeze and appeal model").
import { ACCOUNT_DORMANCY_MONTHS } from "../constants/periods.ts";
import { addUtcMonths } from "../packages/utc-months.ts";

export interface Appeal {
  readonly filedAt: number;
  /** The provider's decision, at its discretion. */
  readonly decision?: { readonly granted: boolean; readonly at: number };
}

export interface Freeze {
  readonly since: number;
  /** Lifted at this instant, if a lift is set. */
  readonly until?: number;
  /** "all", or the names of the frozen functions (e.g. "search", "download", "email"). */
  readonly functions: "all" | readonly string[];
}

export interface AccountRecord {
  readonly createdAt: number;
  readonly lastLoginAt?: number;
  /** Expiry of every service bought (packages, add-ons). */
  readonly serviceExpiries: readonly number[];
  readonly freeze?: Freeze;
  readonly cancelledForBreachAt?: number;
  /** The latest appeal against a cancellation. */
  readonly appeal?: Appeal;
}

export type AppealState = "none" | "pending" | "refused";
export type CancelReason = "dormant" | "breach";

export type AccountStatus =
  | { readonly kind: "active" }
  | { readonly kind: "frozen"; readonly functions: "all" | readonly string[]; readonly since: number }
  | {
      readonly kind: "cancelled";
      readonly reason: CancelReason;
      readonly since: number;
      readonly appeal: AppealState;
    };

/** When dormancy cancels the account if nothing happens after `lastActivity`. */
export const dormancyCancellationAt = (lastActivity: number, serviceExpiries: readonly number[]): number =>
  Math.max(addUtcMonths(lastActivity, ACCOUNT_DORMANCY_MONTHS), ...serviceExpiries);

const firstCancellation = (
  account: AccountRecord,
  lastActivity: number,
  breachAt: number | undefined,
): { readonly since: number; readonly reason: CancelReason } => {
  const dormant = dormancyCancellationAt(lastActivity, account.serviceExpiries);
  return breachAt !== undefined && breachAt <= dormant
    ? { since: breachAt, reason: "breach" }
    : { since: dormant, reason: "dormant" };
};

/** The cancellation in force at `now`, if any, after applying a granted appeal. */
export const cancellationAt = (
  account: AccountRecord,
  now: number,
): { readonly since: number; readonly reason: CancelReason; readonly appeal: AppealState } | undefined => {
  const activity = Math.max(account.createdAt, account.lastLoginAt ?? account.createdAt);
  let current = firstCancellation(account, activity, account.cancelledForBreachAt);
  if (now < current.since) return undefined;
  const appeal = account.appeal;
  const applies = appeal !== undefined && appeal.filedAt >= current.since && appeal.filedAt <= now;
  if (!applies) return { ...current, appeal: "none" };
  const decision = appeal.decision;
  if (decision === undefined || decision.at > now) return { ...current, appeal: "pending" };
  if (!decision.granted) return { ...current, appeal: "refused" };
  // Granted: the cancellation is lifted and the dormancy period restarts at the decision; only a
  // breach recorded after the decision cancels again.
  const laterBreach = (account.cancelledForBreachAt ?? decision.at) > decision.at;
  const breachAt = laterBreach ? account.cancelledForBreachAt : undefined;
  current = firstCancellation(account, Math.max(activity, decision.at), breachAt);
  return now < current.since ? undefined : { ...current, appeal: "none" };
};

export const accountStatus = (account: AccountRecord, now: number): AccountStatus => {
  const cancelled = cancellationAt(account, now);
  if (cancelled !== undefined) return { kind: "cancelled", ...cancelled };
  const freeze = account.freeze;
  if (freeze !== undefined && freeze.since <= now && (freeze.until === undefined || now < freeze.until))
    return { kind: "frozen", functions: freeze.functions, since: freeze.since };
  return { kind: "active" };
};

/** Whether one function may be used now: not on a cancelled account, nor when it is frozen. */
export const isFunctionAvailable = (account: AccountRecord, fn: string, now: number): boolean => {
  const status = accountStatus(account, now);
  if (status.kind === "cancelled") return false;
  if (status.kind === "frozen") return status.functions !== "all" && !status.functions.includes(fn);
  return true;
};

export const canLogIn = (account: AccountRecord, now: number): boolean =>
  accountStatus(account, now).kind !== "cancelled";
