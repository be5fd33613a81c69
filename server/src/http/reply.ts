// What a handler answers: data on success, or a body code with a message id (spec §7, §8). The
// HTTP layer turns either into the {code, msg, data} envelope; failures carry the message id and
// any field issues in `data`, so the UI can show them in the user's language.

import { englishMessages, type FieldIssue } from "@portolan/core";

export interface Success<D> {
  readonly ok: true;
  readonly data: D;
  /** Body code; the endpoint's usual success code when absent (see success-codes.ts). */
  readonly code?: number;
}

export interface Failure {
  readonly ok: false;
  readonly code: number;
  readonly messageId: string;
  /** Values for the message's {placeholders}. */
  readonly params?: Readonly<Record<string, string | number>>;
  readonly issues?: readonly FieldIssue[];
  /** A rate limit's wait (D334): sent as Retry-After with HTTP 429. */
  readonly retryAfterSeconds?: number;
}

export type Reply<D> = Success<D> | Failure;

export const success = <D>(data: D, code?: number): Success<D> =>
  code === undefined ? { ok: true, data } : { ok: true, data, code };

/** Success of a call whose envelope carries no data. */
export const emptySuccess = (): Success<null> => success(null);

export const failure = (
  code: number,
  messageId: string,
  extra: Pick<Failure, "params" | "issues" | "retryAfterSeconds"> = {},
): Failure => ({ ok: false, code, messageId, ...extra });

/** The English text of a message id with its placeholders filled: the envelope's `msg`. */
export const messageText = (messageId: string, params: Failure["params"] = {}): string =>
  (englishMessages[messageId] ?? messageId).replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole,
  );

export interface FailureBody {
  readonly code: number;
  readonly msg: string;
  readonly data: {
    readonly messageId: string;
    readonly issues?: readonly FieldIssue[];
    /** The message's values (a wait in seconds, say), so the page can say it in its own language. */
    readonly params?: Readonly<Record<string, string | number>>;
  };
}

export const failureBody = (f: Failure): FailureBody => ({
  code: f.code,
  msg: messageText(f.messageId, f.params),
  data: {
    messageId: f.messageId,
    ...(f.issues === undefined ? {} : { issues: f.issues }),
    ...(f.params === undefined ? {} : { params: f.params }),
  },
});
