// How a refusal goes on the wire: the {code, msg, data} envelope, with HTTP 200 as spec §7 has every
// body code; but a rate limit (20010) is HTTP 429 with Retry-After (issue 31 item 8, D334), so that
// an API client's ordinary back-off sees it, the envelope still saying why. `msg` is in the caller's
// language (D340), so the answer varies with Accept-Language and the lang cookie.
import { DESIGNED_CODES, RATE_WINDOW_SECONDS } from "@portolan/core";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { type Failure, failureBody } from "./reply.ts";
import { envelopeLocaleOf } from "./request-locale.ts";

export const TOO_MANY_REQUESTS = 429;

/** `status`: the HTTP status of a refusal outside the envelope's 200 (a 403, 404, 413, 415 or 500). */
export const failureResponse = (c: Context, f: Failure, status: ContentfulStatusCode = 200): Response => {
  const locale = envelopeLocaleOf(c);
  c.header("Vary", "Accept-Language, Cookie", { append: true });
  if (f.code !== DESIGNED_CODES.TOO_MANY_ATTEMPTS) return c.json(failureBody(f, locale), status);
  const seconds = Math.max(1, Math.ceil(f.retryAfterSeconds ?? RATE_WINDOW_SECONDS));
  return c.json(failureBody({ ...f, params: { ...f.params, seconds } }, locale), TOO_MANY_REQUESTS, {
    "Retry-After": String(seconds),
  });
};
