// Whether an account may use the product at all, or one of its functions, at this moment (issue 29
// §1): one rule that every way in asks on each use — a session, a data API key, an export's file, a
// running export, an OEM ticket. A cancelled account is shut out of everything; a freeze of every
// function shuts it out too; a freeze of some functions closes only those.
import type { AccountStatus } from "./account-status.ts";

/** The functions a partial freeze can name (spec §4 "freeze … some or all functions"). */
export const ACCOUNT_FUNCTIONS = ["search", "download", "email"] as const;
export type AccountFunction = (typeof ACCOUNT_FUNCTIONS)[number];

export type AccountAccess = "open" | "frozen" | "cancelled";

/**
 * The access of an account in `status`: to the account as a whole when `fn` is absent (signing in,
 * a session, a key), else to that one function.
 */
export const accountAccess = (status: AccountStatus, fn?: AccountFunction): AccountAccess => {
  if (status.kind === "cancelled") return "cancelled";
  if (status.kind === "active") return "open";
  if (status.functions === "all") return "frozen";
  return fn !== undefined && status.functions.includes(fn) ? "frozen" : "open";
};

/** Whether the account as a whole is shut out (a session, a key or a ticket of it is refused). */
export const keepsAccountOut = (status: AccountStatus): boolean => accountAccess(status) !== "open";
