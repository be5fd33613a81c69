// Login attempts and other counted calls over the SQL port: each count and the attempt it lets in
// are one transaction (one writer on SQLite, SERIALIZABLE on PostgreSQL), so two providers cannot
// both slip under a limit.

import { greatest } from "../../sql/dialect.ts";
import type { SqlClient, SqlRunner } from "../../sql/sql-client.ts";
import type { AttemptRepository } from "./rate-limits-port.ts";

const INSERT = "INSERT INTO login_attempts (key, at) VALUES (?, ?) RETURNING id";

const countOf = async (tx: SqlRunner, key: string, since: number) =>
  Number(
    (
      await tx.get<{ n: number }>("SELECT count(*) AS n FROM login_attempts WHERE key = ? AND at >= ?", [
        key,
        since,
      ])
    )?.n ?? 0,
  );

const runOf = async (tx: SqlRunner, key: string, since: number) => {
  const row = await tx.get<{ n: number; last_at: number }>(
    "SELECT count(*) AS n, coalesce(max(at), 0) AS last_at FROM login_attempts WHERE key = ? AND at >= ?",
    [key, since],
  );
  return { count: Number(row?.n ?? 0), lastAt: Number(row?.last_at ?? 0) };
};

const insert = async (tx: SqlRunner, key: string, at: number) =>
  Number((await tx.get<{ id: number }>(INSERT, [key, at]))?.id);

export const sqlAttempts = (sql: SqlClient): AttemptRepository => {
  // A later sign-in never moves the address's time back, whichever provider writes last.
  const signIn = `INSERT INTO sign_in_addresses (address, account_id, last_at) VALUES (?, ?, ?)
     ON CONFLICT (address, account_id)
     DO UPDATE SET last_at = ${greatest(sql.engine, "sign_in_addresses.last_at", "excluded.last_at")}`;
  return {
    reserve: (limits, windowStart, at) =>
      sql.transaction(async (tx) => {
        for (const { key, max } of limits)
          if ((await countOf(tx, key, windowStart)) >= max) return { ok: false as const };
        const ids: number[] = [];
        for (const { key } of limits) ids.push(await insert(tx, key, at));
        return { ok: true as const, ids };
      }),
    release: async (ids) => {
      for (const id of ids) await sql.run("DELETE FROM login_attempts WHERE id = ?", [id]);
    },
    clear: async (key) => {
      await sql.run("DELETE FROM login_attempts WHERE key = ?", [key]);
    },
    purge: async (before) => {
      await sql.run("DELETE FROM login_attempts WHERE at < ?", [before]);
    },
    failuresSince: (key, since) => runOf(sql, key, since),
    recordFailure: async (key, at) => {
      await sql.run("INSERT INTO login_attempts (key, at) VALUES (?, ?)", [key, at]);
    },
    // `waitSeconds` is a pure rule over the run read here, so running it again on a retry is safe.
    admit: (key, windowStart, at, waitSeconds) =>
      sql.transaction(async (tx) => {
        const seconds = waitSeconds(await runOf(tx, key, windowStart));
        return seconds > 0
          ? { ok: false as const, seconds }
          : { ok: true as const, id: await insert(tx, key, at) };
      }),
    recordSignIn: async (address, accountId, at) => {
      await sql.run(signIn, [address, accountId, at]);
    },
    accountsSignedInFrom: async (address, since) =>
      Number(
        (
          await sql.get<{ n: number }>(
            "SELECT count(*) AS n FROM sign_in_addresses WHERE address = ? AND last_at >= ?",
            [address, since],
          )
        )?.n ?? 0,
      ),
    purgeSignIns: async (before) => {
      await sql.run("DELETE FROM sign_in_addresses WHERE last_at < ?", [before]);
    },
  };
};
