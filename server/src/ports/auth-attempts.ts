// Login attempts, kept in the database so the limits hold across processes sharing it.

export interface AttemptLimit {
  readonly key: string;
  /** Attempts allowed in the window; the next one is refused. */
  readonly max: number;
}

export type AttemptReservation =
  | { readonly ok: true; readonly ids: readonly number[] }
  | { readonly ok: false };

export interface AttemptRepository {
  /**
   * In one step: refuses when any key already has `max` attempts since `windowStart`; otherwise
   * records one attempt under every key (counted as failed until released).
   */
  readonly reserve: (
    limits: readonly AttemptLimit[],
    windowStart: number,
    at: number,
  ) => Promise<AttemptReservation>;
  /** Un-counts reserved attempts (the attempt succeeded). */
  readonly release: (ids: readonly number[]) => Promise<void>;
  /** Forgets every attempt under a key (a successful login clears its failures). */
  readonly clear: (key: string) => Promise<void>;
  readonly purge: (before: number) => Promise<void>;
  /** Failures recorded under a key since `since`: how many and when the last was (0 and 0: none). */
  readonly failuresSince: (key: string, since: number) => Promise<{ count: number; lastAt: number }>;
  /** Records one failure under a key. */
  readonly recordFailure: (key: string, at: number) => Promise<void>;
}
