// The sessions repository over SQLite.
import type { SessionRepository, StoredSession } from "../../ports/auth-sessions.ts";
import type { Db } from "./database.ts";

type Row = Record<string, unknown>;

const sessionOfRow = (row: Row): StoredSession => ({
  tokenHash: String(row.token_hash),
  accountId: Number(row.account_id),
  createdAt: Number(row.created_at),
  lastSeenAt: Number(row.last_seen_at),
  expiresAt: Number(row.expires_at),
  ...(typeof row.revoked_at === "number" ? { revokedAt: row.revoked_at } : {}),
});

export const sqliteSessions = (db: Db): SessionRepository => {
  const insert = db.prepare(
    `INSERT INTO sessions (token_hash, account_id, created_at, last_seen_at, expires_at)
     VALUES (?, ?, ?, ?, ?)`,
  );
  const find = db.prepare("SELECT * FROM sessions WHERE token_hash = ?");
  const touch = db.prepare("UPDATE sessions SET last_seen_at = max(last_seen_at, ?) WHERE token_hash = ?");
  const revoke = db.prepare("UPDATE sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL");
  const revokeAccount = db.prepare(
    "UPDATE sessions SET revoked_at = ? WHERE account_id = ? AND revoked_at IS NULL",
  );
  const purge = db.prepare("DELETE FROM sessions WHERE expires_at < ?");
  return {
    create: async (s) => {
      insert.run(s.tokenHash, s.accountId, s.createdAt, s.lastSeenAt, s.expiresAt);
    },
    find: async (hash) => {
      const row = find.get(hash);
      return row === undefined ? undefined : sessionOfRow(row as Row);
    },
    touch: async (hash, at) => {
      touch.run(at, hash);
    },
    revoke: async (hash, at) => {
      revoke.run(at, hash);
    },
    revokeAccount: async (accountId, at) => {
      revokeAccount.run(at, accountId);
    },
    purge: async (before) => {
      purge.run(before);
    },
  };
};
