// Who asks for a file (the streaming export, an export job's file): the session cookie or header, or
// a data API key, as the JSON calls read them; a refusal is the envelope every call answers.

import { SESSION_COOKIE, SESSION_HEADER } from "@portolan/contracts";
import { DESIGNED_CODES } from "@portolan/core";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { type ApiKeyResolver, bearerKey } from "../../http/mount-endpoints.ts";
import { type Failure, failure } from "../../http/reply.ts";
import type { CallerSession, SessionResolver } from "../../ports/session-resolver.ts";

export interface FileCallerDeps {
  readonly sessions: SessionResolver;
  readonly apiKeys: ApiKeyResolver;
}

export const fileCaller = async (
  c: Context,
  deps: FileCallerDeps,
  now: number,
): Promise<{ ok: true; caller: CallerSession } | { ok: false; failure: Failure }> => {
  const key = bearerKey(c);
  if (key !== undefined) {
    const resolved = await deps.apiKeys(key, now);
    if (resolved.kind === "limited")
      return { ok: false, failure: failure(DESIGNED_CODES.TOO_MANY_ATTEMPTS, "errors.tooManyAttempts") };
    if (resolved.kind === "invalid")
      return { ok: false, failure: failure(DESIGNED_CODES.API_KEY_INVALID, "errors.apiKey.invalid") };
    return { ok: true, caller: resolved.session };
  }
  const token = getCookie(c, SESSION_COOKIE) || c.req.header(SESSION_HEADER);
  const session = token === undefined ? undefined : await deps.sessions.resolve(token, now);
  if (session?.kind === "expired") return { ok: false, failure: failure(402, "errors.session.expired") };
  if (session?.kind !== "active") return { ok: false, failure: failure(401, "errors.session.required") };
  return { ok: true, caller: { accountId: session.session.accountId, tokenHash: session.session.tokenHash } };
};
