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
  const runOf = (key: string, since: number) => {
    const row = failures.get(key, since) as { n: number; last: number };
    return { count: Number(row.n), lastAt: Number(row.last) };
  };
  const signIn = db.prepare(
    `INSERT INTO sign_in_addresses (address, account_id, last_at) VALUES (?, ?, ?)
     ON CONFLICT (address, account_id) DO UPDATE SET last_at = max(last_at, excluded.last_at)`,
  );
  const signedIn = db.prepare(
    "SELECT count(*) AS n FROM sign_in_addresses WHERE address = ? AND last_at >= ?",
  );
  const purgeSignIns = db.prepare("DELETE FROM sign_in_addresses WHERE last_at < ?");
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
    failuresSince: async (key, since) => runOf(key, since),
    recordFailure: async (key, at) => {
      insert.run(key, at);
    },
    admit: async (key, windowStart, at, waitSeconds) =>
      inTransaction(db, () => {
        const seconds = waitSeconds(runOf(key, windowStart));
        return seconds > 0
          ? { ok: false as const, seconds }
          : { ok: true as const, id: Number(insert.run(key, at).lastInsertRowid) };
      }),
    recordSignIn: async (address, accountId, at) => {
      signIn.run(address, accountId, at);
    },
    accountsSignedInFrom: async (address, since) => Number((signedIn.get(address, since) as { n: number }).n),
    purgeSignIns: async (before) => {
      purgeSignIns.run(before);
    },
  };
};
