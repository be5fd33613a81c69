// What a handler answers: data on success, or a body code with a message id (spec §7, §8). The
// HTTP layer turns either into the {code, msg, data} envelope; failures carry the message id and
// any field issues in `data`, so the UI can show them in the user's language, and `msg` says it in
// the caller's (D340).

import { ENVELOPE_DEFAULT_LOCALE, type FieldIssue, type Locale } from "@portolan/core";
import { envelopeText } from "../i18n/envelope-text.ts";

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

/**
 * The text of a message id in a language, placeholders filled: the envelope's `msg` (D340; English
 * unless the caller's language is given, a language without a text for the id in English).
 */
export const messageText = (
  messageId: string,
  params: Failure["params"] = {},
  locale: Locale = ENVELOPE_DEFAULT_LOCALE,
): string => envelopeText(messageId, params, locale);

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

/** The refusal's envelope, `msg` in the caller's language (failure-response.ts reads it, D340). */
export const failureBody = (f: Failure, locale: Locale = ENVELOPE_DEFAULT_LOCALE): FailureBody => ({
  code: f.code,
  msg: messageText(f.messageId, f.params, locale),
  data: {
    messageId: f.messageId,
    ...(f.issues === undefined ? {} : { issues: f.issues }),
    ...(f.params === undefined ? {} : { params: f.params }),
  },
});
