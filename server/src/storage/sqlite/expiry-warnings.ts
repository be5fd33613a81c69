// The warnings before a package ends, in SQLite (port: ports/expiry-warnings.ts).
import type { ExpiryWarnings } from "../../ports/expiry-warnings.ts";
import type { Db } from "./database.ts";

export const sqliteExpiryWarnings = (db: Db): ExpiryWarnings => ({
  accountsEndingBetween: async (from, to) =>
    (
      db
        .prepare(
          // An account that turned these mails off in its advertising settings is left out (D292).
          `SELECT DISTINCT account_id FROM account_services WHERE expires_at > ? AND expires_at <= ?
             AND account_id NOT IN (SELECT account_id FROM account_preferences WHERE expiry_mail = 0)
           ORDER BY account_id`,
        )
        .all(from, to) as unknown as { account_id: number }[]
    ).map((r) => r.account_id),
  claim: async (orderId, accountId, at) =>
    db
      .prepare(
        "INSERT OR IGNORE INTO package_expiry_warnings (order_id, account_id, sent_at) VALUES (?, ?, ?)",
      )
      .run(orderId, accountId, at).changes === 1,
  release: async (orderId) => {
    db.prepare("DELETE FROM package_expiry_warnings WHERE order_id = ?").run(orderId);
  },
});
