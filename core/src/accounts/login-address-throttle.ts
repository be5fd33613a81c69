// How sign-in from one client address slows down (issue 29; decision D284): never a refusal. An
// address gets an allowance of failures per window, larger when many accounts have signed in from
// it (an office or a proxy that many people share, as the OWASP authentication cheat sheet
// advises); past it, each attempt from a browser the account does not know waits after the
// address's last failure, doubling to a cap of a minute. A known browser (D159) is never slowed by
// the address. The per-account slowing (login-throttle.ts) holds as before.

import type { FailureRun } from "./login-throttle.ts";

/** Failures from one address are counted over this window. */
export const ADDRESS_WINDOW_MS = 15 * 60_000;
/** Failures from an address within the window that cost no wait. */
export const ADDRESS_FREE_FAILURES = 20;
/** Further free failures for each account that signed in from the address… */
export const ADDRESS_FAILURES_PER_ACCOUNT = 5;
/** …counting at most this many accounts, so registering accounts buys a bounded allowance. */
export const ADDRESS_ACCOUNTS_COUNTED = 100;
/** An account counts for an address for this long after it last signed in from there. */
export const ADDRESS_SEEN_WINDOW_MS = 30 * 24 * 60 * 60_000;
export const ADDRESS_FIRST_DELAY_MS = 1_000;
export const ADDRESS_MAX_DELAY_MS = 60_000;

const countOf = (n: number): number => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

/** Free failures per window for an address from which `accountsSeen` accounts signed in. */
export const addressAllowance = (accountsSeen: number): number =>
  ADDRESS_FREE_FAILURES +
  ADDRESS_FAILURES_PER_ACCOUNT * Math.min(countOf(accountsSeen), ADDRESS_ACCOUNTS_COUNTED);

/** The wait after `failures` from an address: 0 within its allowance, then doubling to the cap. */
export const addressDelayMs = (failures: number, accountsSeen: number): number => {
  const over = countOf(failures) - addressAllowance(accountsSeen);
  if (over <= 0) return 0;
  return Math.min(ADDRESS_FIRST_DELAY_MS * 2 ** Math.min(over - 1, 30), ADDRESS_MAX_DELAY_MS);
};

export interface AddressAttempt {
  /** The browser signed in to the account it names before (its device cookie). */
  readonly knownDevice: boolean;
  /** Accounts that signed in from the address within ADDRESS_SEEN_WINDOW_MS. */
  readonly accountsSeen: number;
}

/** How long an attempt from an address must still wait at `now`, in whole seconds (0: go ahead). */
export const addressWaitSeconds = (run: FailureRun, attempt: AddressAttempt, now: number): number =>
  attempt.knownDevice
    ? 0
    : Math.max(0, Math.ceil((run.lastAt + addressDelayMs(run.count, attempt.accountsSeen) - now) / 1000));
