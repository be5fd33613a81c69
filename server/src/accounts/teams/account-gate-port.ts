// The one check every way into an account goes through on each use (issue 29 §1): a session, a data
// API key, an export's file, a running export, an OEM ticket. Its answer is core's accountAccess for
// the account's status now, or `unknown` for an account that does not exist.
import type { AccountAccess, AccountFunction } from "@portolan/core";

export type AccountGate = (
  accountId: number,
  now: number,
  fn?: AccountFunction,
) => Promise<AccountAccess | "unknown">;
