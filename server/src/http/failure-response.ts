// How a refusal goes on the wire: the {code, msg, data} envelope, with HTTP 200 as spec §7 has every
// body code; but a rate limit (20010) is HTTP 429 with Retry-After (issue 31 item 8, D334), so that
// an API client's ordinary back-off sees it, the envelope still saying why.
import { DESIGNED_CODES, RATE_WINDOW_SECONDS } from "@portolan/core";
import type { Context } from "hono";
import { type Failure, failureBody } from "./reply.ts";

export const TOO_MANY_REQUESTS = 429;

export const failureResponse = (c: Context, f: Failure): Response => {
  if (f.code !== DESIGNED_CODES.TOO_MANY_ATTEMPTS) return c.json(failureBody(f), 200);
  const seconds = Math.max(1, Math.ceil(f.retryAfterSeconds ?? RATE_WINDOW_SECONDS));
  return c.json(failureBody({ ...f, params: { ...f.params, seconds } }), TOO_MANY_REQUESTS, {
    "Retry-After": String(seconds),
  });
};
