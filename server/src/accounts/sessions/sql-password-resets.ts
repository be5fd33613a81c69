// Password-reset links over the SQL port. Each step is one transaction, so two requests with the
// same link, or with two links of one account, cannot both succeed, on one provider or several.

import { forUpdate } from "../../sql/dialect.ts";
import type { SqlClient, SqlRunner } from "../../sql/sql-client.ts";
import type { PasswordResets } from "./password-resets-port.ts";

/** Ends the account's links but `tokenHash`; an unknown address (NULL) matches nothing. */
const endOthers = (tx: SqlRunner, accountId: number | null, tokenHash: string) =>
  tx.run("DELETE FROM password_resets WHERE account_id = ? AND token_hash <> ?", [accountId, tokenHash]);

export const sqlPasswordResets = (sql: SqlClient): PasswordResets => ({
  create: (tokenHash, accountId, at, expiresAt) =>
    sql.transaction(async (tx) => {
      await tx.run("DELETE FROM password_resets WHERE expires_at <= ?", [at]);
      // An unknown address runs the same statements, so asking costs the same either way (D283).
      await endOthers(tx, accountId ?? null, tokenHash);
      await tx.run(
        "INSERT INTO password_resets (token_hash, account_id, created_at, expires_at) VALUES (?, ?, ?, ?)",
        [tokenHash, accountId ?? null, at, expiresAt],
      );
    }),
  use: (tokenHash, at) =>
    sql.transaction(async (tx) => {
      const owner = await tx.get<{ account_id: number | null }>(
        "SELECT account_id FROM password_resets WHERE token_hash = ?",
        [tokenHash],
      );
      if (owner?.account_id === null || owner?.account_id === undefined) return undefined;
      // Every link of the account is locked first, in one order: two of its links used at once then
      // wait for each other (the later finds its link ended) instead of deadlocking.
      await tx.all(
        `SELECT token_hash FROM password_resets WHERE account_id = ? ORDER BY token_hash ${forUpdate(sql.engine)}`,
        [owner.account_id],
      );
      const row = await tx.get<{ account_id: number }>(
        `UPDATE password_resets SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?
           AND account_id IS NOT NULL
         RETURNING account_id`,
        [at, tokenHash, at],
      );
      if (row === undefined) return undefined;
      const accountId = Number(row.account_id);
      await endOthers(tx, accountId, tokenHash);
      return accountId;
    }),
  endAll: async (accountId) => {
    await sql.run("DELETE FROM password_resets WHERE account_id = ?", [accountId]);
  },
});
