// Where the captcha keeps what it needs between calls: its signing key, and the challenges already
// used (until they expire), so that one solved challenge passes once.

export interface CaptchaStore {
  /**
   * The random key the challenges are signed with; the same for every process on the database
   * (made by the first that needs it).
   */
  readonly signingKey: () => Promise<Uint8Array>;
  /**
   * Records the challenge `nonce` as used until `expiresAt` (and forgets those expired by `now`);
   * false when it was used already.
   */
  readonly spend: (nonce: string, expiresAt: number, now: number) => Promise<boolean>;
}
