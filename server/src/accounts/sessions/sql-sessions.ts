// The sessions store over the SQL port (SQLite or PostgreSQL).
import { greatest } from "../../sql/dialect.ts";
import type { SqlClient, SqlRow } from "../../sql/sql-client.ts";
import type { SessionRepository, StoredSession } from "./sessions-port.ts";

const sessionOfRow = (row: SqlRow): StoredSession => ({
  tokenHash: String(row.token_hash),
  accountId: Number(row.account_id),
  createdAt: Number(row.created_at),
  lastSeenAt: Number(row.last_seen_at),
  expiresAt: Number(row.expires_at),
  ...(row.revoked_at === null || row.revoked_at === undefined ? {} : { revokedAt: Number(row.revoked_at) }),
});

export const sqlSessions = (sql: SqlClient): SessionRepository => {
  // Never moves back: two providers touching the same session in either order keep the later time.
  const touch = `UPDATE sessions SET last_seen_at = ${greatest(sql.engine, "last_seen_at", "?")} WHERE token_hash = ?`;
  return {
    create: async (s) => {
      await sql.run(
        "INSERT INTO sessions (token_hash, account_id, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?)",
        [s.tokenHash, s.accountId, s.createdAt, s.lastSeenAt, s.expiresAt],
      );
    },
    find: async (hash) => {
      const row = await sql.get("SELECT * FROM sessions WHERE token_hash = ?", [hash]);
      return row === undefined ? undefined : sessionOfRow(row);
    },
    touch: async (hash, at) => {
      await sql.run(touch, [at, hash]);
    },
    revoke: async (hash, at) => {
      await sql.run("UPDATE sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL", [
        at,
        hash,
      ]);
    },
    revokeAccount: async (accountId, at) => {
      await sql.run("UPDATE sessions SET revoked_at = ? WHERE account_id = ? AND revoked_at IS NULL", [
        at,
        accountId,
      ]);
    },
    purge: async (before) => {
      await sql.run("DELETE FROM sessions WHERE expires_at < ?", [before]);
    },
  };
};
