// Password-reset links in SQLite (port: ports/password-resets.ts). Each step is one write
// transaction, so two requests with the same link, or with two links of one account, cannot both
// succeed.
import type { PasswordResets } from "../../ports/password-resets.ts";
import { type Db, inTransaction } from "./database.ts";

export const sqlitePasswordResets = (db: Db): PasswordResets => {
  const forgetExpired = db.prepare("DELETE FROM password_resets WHERE expires_at <= ?");
  const endOthers = db.prepare("DELETE FROM password_resets WHERE account_id = ? AND token_hash <> ?");
  const insert = db.prepare(
    "INSERT INTO password_resets (token_hash, account_id, created_at, expires_at) VALUES (?, ?, ?, ?)",
  );
  const use = db.prepare(
    `UPDATE password_resets SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?
       AND account_id IS NOT NULL
     RETURNING account_id`,
  );
  const endAll = db.prepare("DELETE FROM password_resets WHERE account_id = ?");
  return {
    create: async (tokenHash, accountId, at, expiresAt) =>
      inTransaction(db, () => {
        forgetExpired.run(at);
        // An unknown address runs the same statement, which finds nothing to end (NULL never equals).
        endOthers.run(accountId ?? null, tokenHash);
        insert.run(tokenHash, accountId ?? null, at, expiresAt);
      }),
    use: async (tokenHash, at) =>
      inTransaction(db, () => {
        const row = use.get(at, tokenHash, at) as { account_id: number } | undefined;
        if (row !== undefined) endOthers.run(row.account_id, tokenHash);
        return row?.account_id;
      }),
    endAll: async (accountId) => {
      endAll.run(accountId);
    },
  };
};
