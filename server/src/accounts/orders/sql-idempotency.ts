// Idempotency keys over the SQL port (SQLite or PostgreSQL). The primary key on (scope, owner, key)
// and one transaction per claim (SQLite's one writer, PostgreSQL's SERIALIZABLE) make one answer per
// key, across provider processes.

import type { SqlClient, SqlRunner } from "../../sql/sql-client.ts";
import type { IdempotencyClaim, IdempotencyScope, IdempotencyStore } from "./idempotency-port.ts";

interface KeyRow {
  request_hash: string;
  result: string | null;
}

const WHERE_KEY = "WHERE scope = ? AND owner = ? AND key = ?";
const keyParams = (k: IdempotencyScope) => [k.scope, k.owner, k.key];

/** Looks the key up; reserves it (no answer yet) when it is new. Call inside a transaction. */
export const claimKey = async (
  tx: SqlRunner,
  k: IdempotencyScope,
  now: number,
): Promise<IdempotencyClaim> => {
  const row = await tx.get<KeyRow>(
    `SELECT request_hash, result FROM idempotency_keys ${WHERE_KEY}`,
    keyParams(k),
  );
  if (row === undefined) {
    await tx.run(
      "INSERT INTO idempotency_keys (scope, owner, key, request_hash, result, created_at) VALUES (?, ?, ?, ?, NULL, ?)",
      [k.scope, k.owner, k.key, k.requestHash, now],
    );
    return { kind: "proceed" };
  }
  if (row.request_hash !== k.requestHash) return { kind: "conflict" };
  return row.result === null ? { kind: "proceed" } : { kind: "replay", result: row.result };
};

/**
 * Stores the key's answer unless one is stored already; returns the answer that stands (the first).
 * Call inside a transaction.
 */
export const settleKey = async (
  tx: SqlRunner,
  k: IdempotencyScope,
  result: string,
  now: number,
): Promise<string> => {
  await tx.run(
    `INSERT INTO idempotency_keys (scope, owner, key, request_hash, result, created_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (scope, owner, key) DO UPDATE SET result = excluded.result WHERE idempotency_keys.result IS NULL`,
    [k.scope, k.owner, k.key, k.requestHash, result, now],
  );
  const row = await tx.get<{ result: string | null }>(
    `SELECT result FROM idempotency_keys ${WHERE_KEY}`,
    keyParams(k),
  );
  return row?.result ?? result;
};

/** Forgets the key, answered or not (an order refused as unavailable leaves no trace). */
export const forgetKey = async (tx: SqlRunner, k: IdempotencyScope): Promise<void> => {
  await tx.run(`DELETE FROM idempotency_keys ${WHERE_KEY}`, keyParams(k));
};

export const sqlIdempotency = (sql: SqlClient): IdempotencyStore => ({
  claim: (k, now) => sql.transaction((tx) => claimKey(tx, k, now)),
  release: async (k) => {
    await sql.run(`DELETE FROM idempotency_keys ${WHERE_KEY} AND result IS NULL`, keyParams(k));
  },
});
