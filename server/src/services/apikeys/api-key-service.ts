// Data API keys (issue 14 §3): created and revoked by the signed-in account on its account page,
// kept by SHA-256 only; a trade call with `Authorization: Bearer <key>` acts as the key's account
// (its entitlements, nothing else: keys open only the trade calls), at most API_KEY_CALLS_PER_MINUTE
// calls per key in any minute.

import { createHash } from "node:crypto";
import type { Api } from "@portolan/contracts";
import {
  API_KEY_CALLS_PER_MINUTE,
  API_KEY_PREFIX,
  API_KEY_USAGE_DAYS,
  apiKeyHint,
  checkApiKeyName,
  DAY_MS,
  DESIGNED_CODES,
  ERROR_CODES,
  isApiKeyShape,
  isoDateOf,
  MAX_API_KEYS_PER_ACCOUNT,
} from "@portolan/core";
import type { ApiKeyResolution, ApiKeyStore, StoredApiKey } from "../../accounts/api-keys/api-keys-port.ts";
import type { AttemptRepository } from "../../accounts/rate-limits/rate-limits-port.ts";
import type { CallerSession } from "../../accounts/sessions/session-resolver-port.ts";
import type { AccountGate } from "../../accounts/teams/account-gate-port.ts";
import type { EndpointHandler } from "../../http/handler.ts";
import { emptySuccess, failure, success } from "../../http/reply.ts";
import type { Random } from "../../ports/runtime.ts";

/** How a key's caller is told from a session's: its stand-in for a session's hash. */
const KEY_CALLER = "apikey:";
export const isApiKeyCaller = (caller: CallerSession): boolean => caller.tokenHash.startsWith(KEY_CALLER);

export const hashApiKey = (key: string): string => createHash("sha256").update(key).digest("hex");

const viewOf = (k: StoredApiKey) => ({
  id: k.id,
  name: k.name,
  hint: k.hint,
  createdAt: k.createdAt,
  ...(k.lastUsedAt === null ? {} : { lastUsedAt: k.lastUsedAt }),
  ...(k.revokedAt === null ? {} : { revokedAt: k.revokedAt }),
});

export interface ApiKeyService {
  readonly handlers: {
    readonly apiKeys: EndpointHandler<Api["apiKeys"]>;
    readonly createApiKey: EndpointHandler<Api["createApiKey"]>;
    readonly revokeApiKey: EndpointHandler<Api["revokeApiKey"]>;
  };
  /** The caller of a trade call made with a key, or why not. */
  readonly resolve: (key: string, now: number) => Promise<ApiKeyResolution>;
  /** A key of a known value (the demo accounts' documented keys), unless it is there already. */
  readonly ensure: (accountId: number, name: string, key: string, now: number) => Promise<void>;
  /** Counts a data call made with a key on its UTC day, refused or answered (D335). */
  readonly countCall: (keyId: number, now: number, refused: boolean) => Promise<void>;
}

export const createApiKeyService = (
  store: ApiKeyStore,
  attempts: AttemptRepository,
  random: Random,
  gate: AccountGate,
): ApiKeyService => ({
  handlers: {
    apiKeys: async (_request, ctx) => {
      const accountId = ctx.caller?.accountId ?? 0;
      const keys = await store.ofAccount(accountId);
      const since = isoDateOf(ctx.now - (API_KEY_USAGE_DAYS - 1) * DAY_MS);
      return success({
        keys: keys.map(viewOf),
        callsPerMinute: API_KEY_CALLS_PER_MINUTE,
        usage: [...(await store.usage(accountId, since))],
        usageDays: API_KEY_USAGE_DAYS,
      });
    },
    createApiKey: async ({ body }, ctx) => {
      const accountId = ctx.caller?.accountId ?? 0;
      const name = checkApiKeyName(body.name);
      if (!name.ok) return failure(ERROR_CODES.WRONG_PARAMETERS, name.issue);
      const inUse = (await store.ofAccount(accountId)).filter((k) => k.revokedAt === null);
      if (inUse.length >= MAX_API_KEYS_PER_ACCOUNT)
        return failure(DESIGNED_CODES.API_KEY_LIMIT, "errors.apiKey.limit");
      const key = `${API_KEY_PREFIX}${random.token(24)}`.slice(0, API_KEY_PREFIX.length + 32);
      const stored = await store.create({
        accountId,
        name: name.value,
        hint: apiKeyHint(key),
        hash: hashApiKey(key),
        at: ctx.now,
      });
      return success({ key, view: viewOf(stored) });
    },
    revokeApiKey: async ({ body }, ctx) =>
      (await store.revoke(ctx.caller?.accountId ?? 0, body.id, ctx.now))
        ? emptySuccess()
        : failure(DESIGNED_CODES.API_KEY_UNKNOWN, "errors.apiKey.unknown"),
  },
  resolve: async (key, now) => {
    if (!isApiKeyShape(key)) return { kind: "invalid" };
    const found = await store.findActive(hashApiKey(key));
    if (found === undefined) return { kind: "invalid" };
    // Checked on every call, not when the key was made: a freeze or cancellation ends the key at once.
    const access = await gate(found.accountId, now);
    if (access === "unknown") return { kind: "invalid" };
    if (access !== "open") return { kind: "closed", access };
    const slot = await attempts.reserve(
      [{ key: `apikey:${found.id}`, max: API_KEY_CALLS_PER_MINUTE }],
      now - 60_000,
      now,
    );
    if (!slot.ok) return { kind: "limited", keyId: found.id };
    await store.touch(found.id, now);
    return {
      kind: "active",
      keyId: found.id,
      session: { accountId: found.accountId, tokenHash: `${KEY_CALLER}${found.id}` },
    };
  },
  countCall: (keyId, now, refused) => store.countCall(keyId, isoDateOf(now), refused),
  ensure: async (accountId, name, key, now) => {
    if ((await store.findActive(hashApiKey(key))) !== undefined) return;
    await store.create({ accountId, name, hint: apiKeyHint(key), hash: hashApiKey(key), at: now });
  },
});
