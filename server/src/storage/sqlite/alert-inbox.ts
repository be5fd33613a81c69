// The console's alerts list over SQLite (migration 014): an account's alerts, newest first, and
// which are read.
import type { AlertInbox } from "../../ports/alerts.ts";
import { alertOf } from "./alert-ledger.ts";
import type { Db } from "./database.ts";

type Row = Record<string, unknown>;

export const sqliteAlertInbox = (db: Db): AlertInbox => ({
  list: async (accountId, limit) =>
    (
      db
        .prepare("SELECT * FROM alerts WHERE account_id = ? ORDER BY id DESC LIMIT ?")
        .all(accountId, limit) as Row[]
    ).map(alertOf),
  unread: async (accountId) =>
    Number(
      (
        db
          .prepare("SELECT count(*) AS n FROM alerts WHERE account_id = ? AND read_at IS NULL")
          .get(accountId) as Row
      ).n,
    ),
  markRead: async (accountId, ids, at) => {
    if (ids === undefined)
      return Number(
        db
          .prepare("UPDATE alerts SET read_at = ? WHERE account_id = ? AND read_at IS NULL")
          .run(at, accountId).changes,
      );
    if (ids.length === 0) return 0;
    return Number(
      db
        .prepare(
          `UPDATE alerts SET read_at = ? WHERE account_id = ? AND read_at IS NULL AND id IN (${ids.map(() => "?").join(", ")})`,
        )
        .run(at, accountId, ...ids).changes,
    );
  },
});
