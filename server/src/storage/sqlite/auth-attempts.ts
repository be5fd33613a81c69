// Login attempts over SQLite: the count and the new attempt are written under the write lock, so
// two processes cannot both slip under a limit.
import type { AttemptRepository } from "../../ports/auth-attempts.ts";
import { type Db, inTransaction } from "./database.ts";

export const sqliteAttempts = (db: Db): AttemptRepository => {
  const count = db.prepare("SELECT count(*) AS n FROM login_attempts WHERE key = ? AND at >= ?");
  const insert = db.prepare("INSERT INTO login_attempts (key, at) VALUES (?, ?)");
  const remove = db.prepare("DELETE FROM login_attempts WHERE id = ?");
  const clear = db.prepare("DELETE FROM login_attempts WHERE key = ?");
  const purge = db.prepare("DELETE FROM login_attempts WHERE at < ?");
  const failures = db.prepare(
    "SELECT count(*) AS n, coalesce(max(at), 0) AS last FROM login_attempts WHERE key = ? AND at >= ?",
  );
  return {
    reserve: async (limits, windowStart, at) =>
      inTransaction(db, () => {
        const full = limits.some(
          ({ key, max }) => Number((count.get(key, windowStart) as { n: number }).n) >= max,
        );
        if (full) return { ok: false as const };
        return {
          ok: true as const,
          ids: limits.map(({ key }) => Number(insert.run(key, at).lastInsertRowid)),
        };
      }),
    release: async (ids) => {
      for (const id of ids) remove.run(id);
    },
    clear: async (key) => {
      clear.run(key);
    },
    purge: async (before) => {
      purge.run(before);
    },
    failuresSince: async (key, since) => {
      const row = failures.get(key, since) as { n: number; last: number };
      return { count: Number(row.n), lastAt: Number(row.last) };
    },
    recordFailure: async (key, at) => {
      insert.run(key, at);
    },
  };
};
