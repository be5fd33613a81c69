// The warnings mailed before a package ends (issue 29 item 11; D288): which accounts have a term
// ending in a window, and the one claim per term that makes the mail go once.

export interface ExpiryWarnings {
  /** Accounts with a term that ends after `from` and no later than `to`. */
  readonly accountsEndingBetween: (from: number, to: number) => Promise<readonly number[]>;
  /** Claims the warning of the term bought by `orderId`; false when it was claimed before. */
  readonly claim: (orderId: string, accountId: number, at: number) => Promise<boolean>;
  /** Gives a claim back (its mail could not be sent): the next run tries again. */
  readonly release: (orderId: string) => Promise<void>;
}
