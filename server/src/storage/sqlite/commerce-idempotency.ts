// Idempotency keys in SQLite (port: ports/commerce-idempotency.ts). The primary key on
// (scope, owner, key) and the write lock of inTransaction make one answer per key, across processes.

import type {
  IdempotencyClaim,
  IdempotencyScope,
  IdempotencyStore,
} from "../../ports/commerce-idempotency.ts";
import { type Db, inTransaction } from "./database.ts";

interface KeyRow {
  request_hash: string;
  result: string | null;
}

/** Looks the key up; reserves it (no answer yet) when it is new. Call inside a write transaction. */
export const claimKey = (db: Db, k: IdempotencyScope, now: number): IdempotencyClaim => {
  const row = db
    .prepare("SELECT request_hash, result FROM idempotency_keys WHERE scope = ? AND owner = ? AND key = ?")
    .get(k.scope, k.owner, k.key) as KeyRow | undefined;
  if (row === undefined) {
    db.prepare(
      "INSERT INTO idempotency_keys (scope, owner, key, request_hash, result, created_at) VALUES (?, ?, ?, ?, NULL, ?)",
    ).run(k.scope, k.owner, k.key, k.requestHash, now);
    return { kind: "proceed" };
  }
  if (row.request_hash !== k.requestHash) return { kind: "conflict" };
  return row.result === null ? { kind: "proceed" } : { kind: "replay", result: row.result };
};

/**
 * Stores the key's answer unless one is stored already; returns the answer that stands (the first).
 * Call inside a write transaction.
 */
export const settleKey = (db: Db, k: IdempotencyScope, result: string, now: number): string => {
  db.prepare(
    `INSERT INTO idempotency_keys (scope, owner, key, request_hash, result, created_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (scope, owner, key) DO UPDATE SET result = excluded.result WHERE result IS NULL`,
  ).run(k.scope, k.owner, k.key, k.requestHash, result, now);
  const row = db
    .prepare("SELECT result FROM idempotency_keys WHERE scope = ? AND owner = ? AND key = ?")
    .get(k.scope, k.owner, k.key) as { result: string | null };
  return row.result ?? result;
};

export const sqliteIdempotencyStore = (db: Db): IdempotencyStore => ({
  claim: async (k, now) => inTransaction(db, () => claimKey(db, k, now)),
  release: async (k) => {
    db.prepare(
      "DELETE FROM idempotency_keys WHERE scope = ? AND owner = ? AND key = ? AND result IS NULL",
    ).run(k.scope, k.owner, k.key);
  },
});
