// Sessions as stored: only the SHA-256 hash of the token, never the token itself.

export interface StoredSession {
  readonly tokenHash: string;
  readonly accountId: number;
  readonly createdAt: number;
  readonly lastSeenAt: number;
  /** The absolute cap: the session ends then, however active. */
  readonly expiresAt: number;
  readonly revokedAt?: number;
}

export interface SessionRepository {
  readonly create: (session: StoredSession) => Promise<void>;
  readonly find: (tokenHash: string) => Promise<StoredSession | undefined>;
  readonly touch: (tokenHash: string, at: number) => Promise<void>;
  readonly revoke: (tokenHash: string, at: number) => Promise<void>;
  /** Ends every session of an account (cancellation). */
  readonly revokeAccount: (accountId: number, at: number) => Promise<void>;
  /** Forgets sessions whose absolute cap passed before `before`. */
  readonly purge: (before: number) => Promise<void>;
}
