// The single-use links of a forgotten password (issue 13): tokens kept hashed, with their expiry.

export interface PasswordResets {
  readonly create: (tokenHash: string, accountId: number, at: number, expiresAt: number) => Promise<void>;
  /**
   * Uses a token once: the account it belongs to when it is known, unused and not expired at `at`
   * (it is then marked used, in the same step); undefined otherwise.
   */
  readonly use: (tokenHash: string, at: number) => Promise<number | undefined>;
}
