// The data API keys over the SQL port (SQLite or PostgreSQL).

import type { SqlClient, SqlRow } from "../../sql/sql-client.ts";
import type { ApiKeyStore, StoredApiKey } from "./api-keys-port.ts";

const orNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

const keyOf = (r: SqlRow): StoredApiKey => ({
  id: Number(r.id),
  accountId: Number(r.account_id),
  name: String(r.name),
  hint: String(r.hint),
  createdAt: Number(r.created_at),
  lastUsedAt: orNull(r.last_used_at),
  revokedAt: orNull(r.revoked_at),
});

const COLUMNS = "id, account_id, name, hint, created_at, last_used_at, revoked_at";

export const sqlApiKeys = (sql: SqlClient): ApiKeyStore => ({
  create: async (k) => {
    const row = await sql.get(
      `INSERT INTO api_keys (account_id, name, hint, hash, created_at) VALUES (?, ?, ?, ?, ?) RETURNING ${COLUMNS}`,
      [k.accountId, k.name, k.hint, k.hash, k.at],
    );
    if (row === undefined) throw new Error("the new API key was not returned");
    return keyOf(row);
  },
  ofAccount: async (accountId) =>
    (await sql.all(`SELECT ${COLUMNS} FROM api_keys WHERE account_id = ? ORDER BY id DESC`, [accountId])).map(
      keyOf,
    ),
  revoke: async (accountId, id, at) =>
    (
      await sql.run(
        "UPDATE api_keys SET revoked_at = ? WHERE id = ? AND account_id = ? AND revoked_at IS NULL",
        [at, id, accountId],
      )
    ).changes === 1,
  findActive: async (hash) => {
    const row = await sql.get(`SELECT ${COLUMNS} FROM api_keys WHERE hash = ? AND revoked_at IS NULL`, [
      hash,
    ]);
    return row === undefined ? undefined : keyOf(row);
  },
  touch: async (id, at) => {
    await sql.run("UPDATE api_keys SET last_used_at = ? WHERE id = ?", [at, id]);
  },
  // One upsert adds to the stored count in the engine, so calls counted at once on two providers
  // are all kept (no read-then-write to lose one).
  countCall: async (id, day, refused) => {
    await sql.run(
      `INSERT INTO api_key_usage (key_id, day, requests, refusals) VALUES (?, ?, 1, ?)
       ON CONFLICT (key_id, day) DO UPDATE SET requests = api_key_usage.requests + 1,
         refusals = api_key_usage.refusals + excluded.refusals`,
      [id, day, refused ? 1 : 0],
    );
  },
  usage: async (accountId, sinceDay) =>
    (
      await sql.all(
        `SELECT u.key_id, u.day, u.requests, u.refusals FROM api_key_usage u
         JOIN api_keys k ON k.id = u.key_id
         WHERE k.account_id = ? AND u.day >= ? ORDER BY u.day DESC, u.key_id DESC`,
        [accountId, sinceDay],
      )
    ).map((r) => ({
      keyId: Number(r.key_id),
      day: String(r.day),
      requests: Number(r.requests),
      refusals: Number(r.refusals),
    })),
});
