// Browsers that signed in to an account before (D159): a random token in a long-lived cookie,
// kept here hashed.

export interface KnownDevices {
  readonly isKnown: (accountId: number, tokenHash: string) => Promise<boolean>;
  readonly remember: (accountId: number, tokenHash: string, at: number) => Promise<void>;
}
