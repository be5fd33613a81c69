// Who asks for a file (the streaming export, an export job's file, the statistics table): the session
// cookie or header, or a data API key, as the JSON calls read them, and whether that account may
// download now (a freeze of downloads or of the account ends it at once); a refusal is the envelope
// every call answers.

import { SESSION_COOKIE, SESSION_HEADER } from "@portolan/contracts";
import { DESIGNED_CODES } from "@portolan/core";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import type { CallerSession, SessionResolver } from "../../accounts/sessions/session-resolver-port.ts";
import type { AccountGate } from "../../accounts/teams/account-gate-port.ts";
import { apiKeyCaller } from "../../http/api-key-refusal.ts";
import { type ApiKeyResolver, bearerKey } from "../../http/mount-endpoints.ts";
import { type Failure, failure } from "../../http/reply.ts";

export interface FileCallerDeps {
  readonly sessions: SessionResolver;
  readonly apiKeys: ApiKeyResolver;
  readonly gate: AccountGate;
}

/** The refusal for an account whose downloads are closed, or undefined when they are open. */
export const downloadRefusal = async (
  gate: AccountGate,
  accountId: number,
  now: number,
): Promise<Failure | undefined> => {
  const access = await gate(accountId, now, "download");
  if (access === "open") return undefined;
  if (access === "cancelled") return failure(DESIGNED_CODES.ACCOUNT_CANCELLED, "errors.account.cancelled");
  if (access === "frozen") return failure(DESIGNED_CODES.ACCOUNT_FROZEN, "errors.account.frozen");
  return failure(401, "errors.session.required");
};

const whoAsks = async (
  c: Context,
  deps: FileCallerDeps,
  now: number,
): Promise<{ ok: true; caller: CallerSession } | { ok: false; failure: Failure }> => {
  const key = bearerKey(c);
  if (key !== undefined) return apiKeyCaller(await deps.apiKeys(key, now));
  const token = getCookie(c, SESSION_COOKIE) || c.req.header(SESSION_HEADER);
  const session = token === undefined ? undefined : await deps.sessions.resolve(token, now);
  if (session?.kind === "expired") return { ok: false, failure: failure(402, "errors.session.expired") };
  if (session?.kind !== "active") return { ok: false, failure: failure(401, "errors.session.required") };
  return { ok: true, caller: { accountId: session.session.accountId, tokenHash: session.session.tokenHash } };
};

export const fileCaller = async (
  c: Context,
  deps: FileCallerDeps,
  now: number,
): Promise<{ ok: true; caller: CallerSession } | { ok: false; failure: Failure }> => {
  const asker = await whoAsks(c, deps, now);
  if (!asker.ok) return asker;
  const refused = await downloadRefusal(deps.gate, asker.caller.accountId, now);
  return refused === undefined ? asker : { ok: false, failure: refused };
};
