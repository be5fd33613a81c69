// Sessions: a random 32-byte token in the cookie (or the `token` header), only its SHA-256 hash
// stored; an idle lifetime (config.sessionTtlMs, sliding) and an absolute cap. The resolver answers
// `none` (401) for an unknown or revoked token and `expired` (402) past either limit.

import { createHash } from "node:crypto";
import type { SessionResolver } from "../../accounts/sessions/session-resolver-port.ts";
import type { SessionRepository } from "../../accounts/sessions/sessions-port.ts";
import type { AppDeps } from "../../app-deps.ts";
import type { RequestContext } from "../../http/handler.ts";

/** A session ends this long after sign-in, however active (decision: server-auth, session lifetime). */
export const SESSION_ABSOLUTE_MS = 30 * 86_400_000;
/** Last-seen is written at most this often, to spare writes on busy sessions. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;
export const SESSION_TOKEN_BYTES = 32;
/** Longer "tokens" are never ours; they are refused before hashing. */
const MAX_TOKEN_LENGTH = 256;

export const hashToken = (token: string): string => createHash("sha256").update(token).digest("hex");

export interface SessionStore {
  /** Starts a session for the account and sets the cookie on this response. */
  readonly start: (accountId: number, ctx: RequestContext) => Promise<void>;
  readonly end: (tokenHash: string, ctx: RequestContext) => Promise<void>;
  /** Whether the account may keep using its sessions; when not, they are revoked on sight. */
  readonly resolver: (
    accountAllowed: (accountId: number, now: number) => Promise<boolean>,
  ) => SessionResolver;
}

export const createSessionStore = (deps: AppDeps, sessions: SessionRepository): SessionStore => {
  const idle = deps.config.sessionTtlMs;
  return {
    start: async (accountId, ctx) => {
      const token = deps.random.token(SESSION_TOKEN_BYTES);
      await sessions.create({
        tokenHash: hashToken(token),
        accountId,
        createdAt: ctx.now,
        lastSeenAt: ctx.now,
        expiresAt: ctx.now + SESSION_ABSOLUTE_MS,
      });
      // The cookie lives as long as the cap: the server, not the browser, decides idle expiry (402).
      ctx.setSessionToken(token, SESSION_ABSOLUTE_MS);
    },
    end: async (tokenHash, ctx) => {
      await sessions.revoke(tokenHash, ctx.now);
      ctx.clearSessionToken();
    },
    resolver: (accountAllowed) => ({
      resolve: async (token, now) => {
        if (token === "" || token.length > MAX_TOKEN_LENGTH) return { kind: "none" };
        const tokenHash = hashToken(token);
        const session = await sessions.find(tokenHash);
        if (session === undefined || session.revokedAt !== undefined) return { kind: "none" };
        if (now >= session.expiresAt || now >= session.lastSeenAt + idle) return { kind: "expired" };
        if (!(await accountAllowed(session.accountId, now))) {
          await sessions.revokeAccount(session.accountId, now);
          return { kind: "none" };
        }
        if (now - session.lastSeenAt >= SESSION_TOUCH_INTERVAL_MS) await sessions.touch(tokenHash, now);
        return { kind: "active", session: { accountId: session.accountId, tokenHash } };
      },
    }),
  };
};
