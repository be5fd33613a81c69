// Recent searches over the SQL port. Their order is the time searched, then `seq` (migration 025:
// the account's count of searches recorded), so of two searches in one millisecond the later is on
// top on every engine (SQLite's rowid did this before; PostgreSQL has none).

import type { SqlClient } from "../../sql/sql-client.ts";
import type { RecentSearchStore } from "./collection-port.ts";

const NEWEST_FIRST = "ORDER BY searched_at DESC, seq DESC";

export const sqlRecentSearches = (sql: SqlClient): RecentSearchStore => ({
  record: async (accountId, s, keep) =>
    sql.transaction(async (tx) => {
      // Deleted and inserted again, so a search run again comes out on top, even in the same millisecond.
      await tx.run("DELETE FROM recent_searches WHERE account_id = ? AND query = ?", [accountId, s.query]);
      await tx.run(
        `INSERT INTO recent_searches (account_id, query, total, total_exact, searched_at, seq)
         VALUES (?, ?, ?, ?, ?, (SELECT coalesce(max(seq), 0) + 1 FROM recent_searches WHERE account_id = ?))`,
        [accountId, s.query, s.total, s.totalExact ? 1 : 0, s.searchedAt, accountId],
      );
      await tx.run(
        `DELETE FROM recent_searches WHERE account_id = ? AND query NOT IN (
           SELECT query FROM recent_searches WHERE account_id = ? ${NEWEST_FIRST} LIMIT ?)`,
        [accountId, accountId, keep],
      );
    }),
  list: async (accountId) =>
    (await sql.all(`SELECT * FROM recent_searches WHERE account_id = ? ${NEWEST_FIRST}`, [accountId])).map(
      (r) => ({
        query: String(r.query),
        searchedAt: Number(r.searched_at),
        total: Number(r.total),
        totalExact: Number(r.total_exact) === 1,
      }),
    ),
});
