// The data API keys over SQLite.
import type { ApiKeyStore, StoredApiKey } from "../../ports/api-keys.ts";
import type { Db } from "./database.ts";

type Row = Record<string, unknown>;
const keyOf = (r: Row): StoredApiKey => ({
  id: Number(r.id),
  accountId: Number(r.account_id),
  name: String(r.name),
  hint: String(r.hint),
  createdAt: Number(r.created_at),
  lastUsedAt: r.last_used_at === null ? null : Number(r.last_used_at),
  revokedAt: r.revoked_at === null ? null : Number(r.revoked_at),
});

export const sqliteApiKeys = (db: Db): ApiKeyStore => ({
  create: async (k) =>
    keyOf(
      db
        .prepare(
          `INSERT INTO api_keys (account_id, name, hint, hash, created_at) VALUES (?, ?, ?, ?, ?)
           RETURNING id, account_id, name, hint, created_at, last_used_at, revoked_at`,
        )
        .get(k.accountId, k.name, k.hint, k.hash, k.at) as Row,
    ),
  ofAccount: async (accountId) =>
    (db.prepare("SELECT * FROM api_keys WHERE account_id = ? ORDER BY id DESC").all(accountId) as Row[]).map(
      keyOf,
    ),
  revoke: async (accountId, id, at) =>
    db
      .prepare("UPDATE api_keys SET revoked_at = ? WHERE id = ? AND account_id = ? AND revoked_at IS NULL")
      .run(at, id, accountId).changes === 1,
  findActive: async (hash) => {
    const row = db.prepare("SELECT * FROM api_keys WHERE hash = ? AND revoked_at IS NULL").get(hash) as
      | Row
      | undefined;
    return row === undefined ? undefined : keyOf(row);
  },
  touch: async (id, at) => {
    db.prepare("UPDATE api_keys SET last_used_at = ? WHERE id = ?").run(at, id);
  },
  countCall: async (id, day, refused) => {
    db.prepare(
      `INSERT INTO api_key_usage (key_id, day, requests, refusals) VALUES (?, ?, 1, ?)
       ON CONFLICT (key_id, day) DO UPDATE SET requests = requests + 1, refusals = refusals + excluded.refusals`,
    ).run(id, day, refused ? 1 : 0);
  },
  usage: async (accountId, sinceDay) =>
    (
      db
        .prepare(
          `SELECT u.key_id, u.day, u.requests, u.refusals FROM api_key_usage u
           JOIN api_keys k ON k.id = u.key_id
           WHERE k.account_id = ? AND u.day >= ? ORDER BY u.day DESC, u.key_id DESC`,
        )
        .all(accountId, sinceDay) as Row[]
    ).map((r) => ({
      keyId: Number(r.key_id),
      day: String(r.day),
      requests: Number(r.requests),
      refusals: Number(r.refusals),
    })),
});
