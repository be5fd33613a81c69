// What a call made with a data API key is answered when the key does not let it through: one
// refusal for every way a key comes in (the JSON calls and the file downloads).
import { DESIGNED_CODES, RATE_WINDOW_SECONDS } from "@portolan/core";
import type { ApiKeyResolution } from "../accounts/api-keys/api-keys-port.ts";
import type { CallerSession } from "../accounts/sessions/session-resolver-port.ts";
import { type Failure, failure } from "./reply.ts";

export const apiKeyCaller = (
  resolved: ApiKeyResolution,
):
  | { readonly ok: true; readonly caller: CallerSession }
  | { readonly ok: false; readonly failure: Failure } => {
  switch (resolved.kind) {
    case "active":
      return { ok: true, caller: resolved.session };
    case "limited":
      return {
        ok: false,
        failure: failure(DESIGNED_CODES.TOO_MANY_ATTEMPTS, "errors.tooManyAttempts", {
          retryAfterSeconds: RATE_WINDOW_SECONDS,
        }),
      };
    case "invalid":
      return { ok: false, failure: failure(DESIGNED_CODES.API_KEY_INVALID, "errors.apiKey.invalid") };
    case "closed":
      return {
        ok: false,
        failure:
          resolved.access === "cancelled"
            ? failure(DESIGNED_CODES.ACCOUNT_CANCELLED, "errors.account.cancelled")
            : failure(DESIGNED_CODES.ACCOUNT_FROZEN, "errors.account.frozen"),
      };
  }
};
