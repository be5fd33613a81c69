// Where verification codes and their sends are kept (SQLite now; PostgreSQL could follow). Every
// method that reads and then writes runs as one transaction, so the limits hold across processes.

import type { CodeChannel, CodeCheck } from "./verification-codes-port.ts";

/** The resend limits, checked against the sends recorded for the address and for the caller's IP. */
export interface SendLimits {
  /** No second send to the same address before this many ms have passed since the last one. */
  readonly countdownMs: number;
  /** The window of the hourly counts. */
  readonly windowMs: number;
  readonly maxPerTarget: number;
  readonly maxPerIp: number;
}

export interface SendReservation {
  readonly channel: CodeChannel;
  /** The normalised address or number. */
  readonly target: string;
  readonly ip: string;
  readonly now: number;
  /** The code as stored: a hash, never the digits. */
  readonly codeHash: string;
  readonly expiresAt: number;
  readonly limits: SendLimits;
}

export type ReserveOutcome =
  | { readonly ok: true; readonly sendId: number }
  | { readonly ok: false; readonly reason: "countdown" | "target-hourly" | "ip-hourly" };

export interface CodeAttempt {
  readonly channel: CodeChannel;
  readonly target: string;
  /** The hash of the code the caller typed, made as the stored one was. */
  readonly candidateHash: string;
  readonly now: number;
  readonly maxWrongGuesses: number;
}

export interface VerificationStore {
  /**
   * Checks the limits and, when they allow it, records the send and makes the new code the
   * address's only live code — in one transaction.
   */
  readonly reserveSend: (reservation: SendReservation) => Promise<ReserveOutcome>;
  /** Undoes a reservation whose message could not be handed over: the send and its code are gone. */
  readonly releaseSend: (sendId: number, channel: CodeChannel, target: string) => Promise<void>;
  /** Consumes the live code when it matches; counts a wrong guess otherwise. */
  readonly attemptCode: (attempt: CodeAttempt) => Promise<CodeCheck>;
}
