// Recent searches and tracked companies over SQLite (migration 012).
import type { TrackRole } from "@portolan/core";
import type { RecentSearchStore, StoredTracking, TrackingStore } from "../../ports/collection.ts";
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

const trackingOf = (r: Row): StoredTracking => ({
  accountId: Number(r.account_id),
  companyId: Number(r.company_id),
  role: String(r.role) as TrackRole,
  name: String(r.name),
  datasets: String(r.datasets).split(","),
  since: Number(r.since),
});

export const sqliteTracking = (db: Db): TrackingStore => ({
  track: async (t, limit) =>
    inTransaction(db, () => {
      const found = db
        .prepare("SELECT * FROM tracked_companies WHERE account_id = ? AND company_id = ? AND role = ?")
        .get(t.accountId, t.companyId, t.role) as Row | undefined;
      if (found !== undefined) return { kind: "existing", value: trackingOf(found) };
      const n = db
        .prepare("SELECT count(*) AS n FROM tracked_companies WHERE account_id = ?")
        .get(t.accountId) as Row;
      if (Number(n.n) >= limit) return { kind: "full" };
      db.prepare(
        "INSERT INTO tracked_companies (account_id, company_id, role, name, datasets, since) VALUES (?, ?, ?, ?, ?, ?)",
      ).run(t.accountId, t.companyId, t.role, t.name, t.datasets.join(","), t.since);
      return { kind: "added", value: t };
    }),
  untrack: async (accountId, companyId, role) => {
    db.prepare("DELETE FROM tracked_companies WHERE account_id = ? AND company_id = ? AND role = ?").run(
      accountId,
      companyId,
      role,
    );
  },
  list: async (accountId) =>
    (
      db
        .prepare("SELECT * FROM tracked_companies WHERE account_id = ? ORDER BY since DESC, rowid DESC")
        .all(accountId) as Row[]
    ).map(trackingOf),
});
