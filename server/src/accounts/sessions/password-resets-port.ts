// The single-use links of a forgotten password (issue 13): tokens kept hashed, with their expiry.
// An account has at most one live link (issue 29, D282): a newer link, a reset and a password
// change each end the earlier ones.

export interface PasswordResets {
  /**
   * Keeps a new link and ends every earlier link of its account. Without an account (an unknown
   * address) the link is kept all the same, belonging to nobody and never usable, so asking costs
   * the same write either way (D283). Links past their expiry are forgotten on the way.
   */
  readonly create: (
    tokenHash: string,
    accountId: number | undefined,
    at: number,
    expiresAt: number,
  ) => Promise<void>;
  /**
   * Uses a token once: the account it belongs to when it is known, unused and not expired at `at`
   * (it is then marked used and every other link of the account ended, in the same step);
   * undefined otherwise.
   */
  readonly use: (tokenHash: string, at: number) => Promise<number | undefined>;
  /** Ends every link of the account (its password has changed). */
  readonly endAll: (accountId: number) => Promise<void>;
}
