// The data API keys' storage (issue 14 §3): kept by hash, listed per account, revoked, found; and
// what a key given with a call resolves to.
import type { CallerSession } from "../sessions/session-resolver-port.ts";

export type ApiKeyResolution =
  | { readonly kind: "active"; readonly session: CallerSession; readonly keyId: number }
  /** Over its per-minute rate (D334): refused with 429, counted as the key's refusal. */
  | { readonly kind: "limited"; readonly keyId: number }
  | { readonly kind: "invalid" }
  /** The key's account is frozen or cancelled: the key answers nothing while it is. */
  | { readonly kind: "closed"; readonly access: "frozen" | "cancelled" };

export interface StoredApiKey {
  readonly id: number;
  readonly accountId: number;
  readonly name: string;
  readonly hint: string;
  readonly createdAt: number;
  readonly lastUsedAt: number | null;
  readonly revokedAt: number | null;
}

export interface ApiKeyStore {
  readonly create: (key: {
    accountId: number;
    name: string;
    hint: string;
    hash: string;
    at: number;
  }) => Promise<StoredApiKey>;
  /** The account's keys, revoked ones included, newest first. */
  readonly ofAccount: (accountId: number) => Promise<readonly StoredApiKey[]>;
  /** Revokes one of the account's keys; false when it has no such key in use. */
  readonly revoke: (accountId: number, id: number, at: number) => Promise<boolean>;
  /** The key in use with this hash. */
  readonly findActive: (hash: string) => Promise<StoredApiKey | undefined>;
  readonly touch: (id: number, at: number) => Promise<void>;
  /** Counts one call of a key on a UTC day, and whether it was refused (issue 31 item 14, D335). */
  readonly countCall: (id: number, day: string, refused: boolean) => Promise<void>;
  /** The account's keys' calls per UTC day from `sinceDay` on (yyyy-MM-dd), newest day first. */
  readonly usage: (accountId: number, sinceDay: string) => Promise<readonly ApiKeyDayUsage[]>;
}

export interface ApiKeyDayUsage {
  readonly keyId: number;
  readonly day: string;
  readonly requests: number;
  readonly refusals: number;
}
