// Login attempts, kept in the database so the limits hold across processes sharing it.
import type { FailureRun } from "@portolan/core";

export interface AttemptLimit {
  readonly key: string;
  /** Attempts allowed in the window; the next one is refused. */
  readonly max: number;
}

export type AttemptReservation =
  | { readonly ok: true; readonly ids: readonly number[] }
  | { readonly ok: false };

export type Admission =
  | { readonly ok: true; readonly id: number }
  | { readonly ok: false; readonly seconds: number };

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
  /**
   * In one step: reads the failures under `key` since `windowStart` and, when `waitSeconds` of
   * them is 0, records one attempt (counted as failed until released); otherwise the wait.
   */
  readonly admit: (
    key: string,
    windowStart: number,
    at: number,
    waitSeconds: (run: FailureRun) => number,
  ) => Promise<Admission>;
  /** Notes that an account signed in from a client address (D284). */
  readonly recordSignIn: (address: string, accountId: number, at: number) => Promise<void>;
  /** How many accounts signed in from the address since `since`. */
  readonly accountsSignedInFrom: (address: string, since: number) => Promise<number>;
  /** Forgets the sign-ins noted before `before`. */
  readonly purgeSignIns: (before: number) => Promise<void>;
}
