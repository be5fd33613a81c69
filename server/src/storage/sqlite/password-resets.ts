// Password-reset links in SQLite (port: ports/password-resets.ts). "Use" is one UPDATE … RETURNING,
// so two requests with the same link cannot both succeed.
import type { PasswordResets } from "../../ports/password-resets.ts";
import type { Db } from "./database.ts";

export const sqlitePasswordResets = (db: Db): PasswordResets => ({
  create: async (tokenHash, accountId, at, expiresAt) => {
    db.prepare(
      "INSERT INTO password_resets (token_hash, account_id, created_at, expires_at) VALUES (?, ?, ?, ?)",
    ).run(tokenHash, accountId, at, expiresAt);
  },
  use: async (tokenHash, at) => {
    const row = db
      .prepare(
        `UPDATE password_resets SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?
         RETURNING account_id`,
      )
      .get(at, tokenHash, at) as { account_id: number } | undefined;
    return row?.account_id;
  },
});
