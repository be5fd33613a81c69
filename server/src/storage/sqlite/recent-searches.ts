// Recent searches over SQLite (migration 013).
import type { RecentSearchStore } from "../../ports/collection.ts";
import { type Db, inTransaction } from "./database.ts";

type Row = Record<string, unknown>;

export const sqliteRecentSearches = (db: Db): RecentSearchStore => ({
  record: async (accountId, s, keep) =>
    inTransaction(db, () => {
      // Deleted and inserted again, so a search run twice in one millisecond still comes out on top.
      db.prepare("DELETE FROM recent_searches WHERE account_id = ? AND query = ?").run(accountId, s.query);
      db.prepare(
        "INSERT INTO recent_searches (account_id, query, total, total_exact, searched_at) VALUES (?, ?, ?, ?, ?)",
      ).run(accountId, s.query, s.total, s.totalExact ? 1 : 0, s.searchedAt);
      db.prepare(
        `DELETE FROM recent_searches WHERE account_id = ? AND rowid NOT IN (
           SELECT rowid FROM recent_searches WHERE account_id = ? ORDER BY searched_at DESC, rowid DESC LIMIT ?)`,
      ).run(accountId, accountId, keep);
    }),
  list: async (accountId) =>
    (
      db
        .prepare("SELECT * FROM recent_searches WHERE account_id = ? ORDER BY searched_at DESC, rowid DESC")
        .all(accountId) as Row[]
    ).map((r) => ({
      query: String(r.query),
      searchedAt: Number(r.searched_at),
      total: Number(r.total),
      totalExact: Number(r.total_exact) === 1,
    })),
});
