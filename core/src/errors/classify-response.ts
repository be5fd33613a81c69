// The one classifier of a call's answer (spec §7, §8): given the HTTP status and body {code, msg, data},
// or a network failure, what the product does with it.

import { behaviourOfCode } from "./error-catalogue.ts";
import { DESIGNED_CODES, isExpiredCode, isSuccessCode, SUCCESS_CODES } from "./error-codes.ts";
import type { ErrorMessageId } from "./error-messages.ts";

/** A notification to show: the translated message, or the server's own text when one is given. */
export interface Notice {
  readonly level: "error" | "warning";
  readonly messageId: ErrorMessageId;
  readonly values: Readonly<Record<string, string | number>>;
  /** The server's msg, shown instead of the message for codes the catalogue does not name. */
  readonly serverText?: string;
}

export type CallAnswer =
  | {
      readonly kind: "response";
      readonly status: number;
      readonly statusText: string;
      readonly body: unknown;
    }
  /** No answer at all; the status is 0 unless the transport gives one. */
  | { readonly kind: "network-failure"; readonly status?: number };

export type CallOutcome =
  | { readonly kind: "ok"; readonly code: number; readonly data: unknown }
  | { readonly kind: "expired"; readonly code: 401 | 402 }
  | { readonly kind: "rejected"; readonly code: number; readonly body: unknown; readonly notice: Notice }
  | {
      readonly kind: "http-error";
      readonly status: number;
      readonly statusText: string;
      readonly notice: Notice;
    }
  | { readonly kind: "network-error"; readonly status: number; readonly notice: Notice };

const invalidRequest = (status: number): CallOutcome => ({
  kind: "network-error",
  status,
  notice: { level: "error", messageId: "errors.network.invalidRequest", values: { status } },
});

/**
 * No answer at all: the spec's "Invalid request" told a user offline nothing they could act on
 * (issue 12), so the notice says the network failed; status 0 stays in the outcome (§8).
 */
const networkDown = (status: number): CallOutcome => ({
  kind: "network-error",
  status,
  notice: { level: "error", messageId: "errors.network.failed", values: { status } },
});

/** The body code as a number: a number, or a string of digits (decision: some hosts send "200"). */
const codeOf = (body: Readonly<Record<string, unknown>>): number | undefined => {
  const { code } = body;
  if (typeof code === "number" && Number.isInteger(code)) return code;
  return typeof code === "string" && /^-?\d+$/.test(code) ? Number(code) : undefined;
};

const TOO_MANY_REQUESTS = 429;
/** The one refusal sent with HTTP 429. */
const RATE_LIMITED_CODE = DESIGNED_CODES.TOO_MANY_ATTEMPTS;

const isRecord = (body: unknown): body is Readonly<Record<string, unknown>> =>
  typeof body === "object" && body !== null;

/**
 * Decisions: any status outside 200–299 is an HTTP error (spec: 4xx or 5xx); a 2xx answer without a
 * readable code is treated like a network failure ('Invalid request' with the status); expiry is read
 * from the body code only.
 */
/** The values a refusal carries for its message (`data.params`: texts and numbers only). */
const paramsOf = (data: unknown): Readonly<Record<string, string | number>> => {
  if (!isRecord(data) || !isRecord(data.params)) return {};
  return Object.fromEntries(
    Object.entries(data.params).filter(
      ([, v]) => typeof v === "string" || (typeof v === "number" && Number.isFinite(v)),
    ),
  ) as Record<string, string | number>;
};

export const classifyResponse = (
  answer: CallAnswer,
  successCodes: readonly number[] = SUCCESS_CODES,
): CallOutcome => {
  if (answer.kind === "network-failure") return networkDown(answer.status ?? 0);
  const { status, statusText, body } = answer;
  // A rate limit is HTTP 429 with the envelope still saying why (20010, D334): read as the envelope.
  const enveloped = status === TOO_MANY_REQUESTS && isRecord(body) && codeOf(body) === RATE_LIMITED_CODE;
  if ((status < 200 || status > 299) && !enveloped) {
    const notice: Notice = {
      level: "error",
      messageId: "errors.http.status",
      values: { status, statusText },
    };
    return { kind: "http-error", status, statusText, notice };
  }
  if (!isRecord(body)) return invalidRequest(status);
  const code = codeOf(body);
  if (code === undefined) return invalidRequest(status);
  if (isSuccessCode(code, successCodes)) return { kind: "ok", code, data: body.data };
  if (isExpiredCode(code)) return { kind: "expired", code };
  const behaviour = behaviourOfCode(code);
  const messageId = behaviour.kind === "notify" ? behaviour.messageId : "errors.code.other";
  const msg = body.msg;
  const serverText =
    messageId === "errors.code.other" && typeof msg === "string" && msg !== "" ? msg : undefined;
  const notice: Notice = {
    level: "error",
    messageId,
    values: { ...paramsOf(body.data), code },
    ...(serverText === undefined ? {} : { serverText }),
  };
  return { kind: "rejected", code, body, notice };
};
