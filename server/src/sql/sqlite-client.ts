// The SQL port over node:sqlite. node:sqlite is synchronous, so a statement runs at once; a
// transaction, though, awaits its work, and on one connection another request's statement would
// land inside it. A queue keeps them apart: while a transaction is open, every other statement
// and transaction waits for it.
// When another connection (another process) holds the write lock, SQLite's own busy wait would
// block the event loop — and, with two connections in one process, never end. So the connection
// waits for nothing (busy_timeout 0) and a locked statement is tried again after a short timer.

import type { DatabaseSync, SQLInputValue, StatementSync } from "node:sqlite";
import { setTimeout } from "node:timers/promises";
import type { SqlClient, SqlRunner, SqlValue } from "./sql-client.ts";

const SQLITE_BUSY = 5;
const SQLITE_LOCKED = 6;
/** As long as the old busy_timeout: past it, the lock is reported, not waited for. */
const LOCK_WAIT_MS = 10_000;

const isLocked = (error: unknown) => {
  const code = (error as { errcode?: number }).errcode;
  return code !== undefined && ((code & 0xff) === SQLITE_BUSY || (code & 0xff) === SQLITE_LOCKED);
};

/** Runs `attempt` until it is not refused for a lock held elsewhere, waiting without blocking. */
const untilUnlocked = async <T>(attempt: () => T): Promise<T> => {
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (let wait = 1; ; wait = Math.min(wait * 2, 50)) {
    try {
      return attempt();
    } catch (error) {
      if (!isLocked(error) || Date.now() > deadline) throw error;
      await setTimeout(wait * (0.5 + Math.random()));
    }
  }
};

export const sqliteClient = (db: DatabaseSync): SqlClient => {
  db.exec("PRAGMA busy_timeout = 0");
  const statements = new Map<string, StatementSync>();
  const prepared = (sql: string): StatementSync => {
    let statement = statements.get(sql);
    if (statement === undefined) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  const bind = (params: readonly SqlValue[] | undefined) => (params ?? []) as SQLInputValue[];
  const direct: SqlRunner = {
    all: <T>(sql: string, params?: readonly SqlValue[]) =>
      untilUnlocked(() => prepared(sql).all(...bind(params)) as T[]),
    get: <T>(sql: string, params?: readonly SqlValue[]) =>
      untilUnlocked(() => prepared(sql).get(...bind(params)) as T | undefined),
    run: (sql, params) =>
      untilUnlocked(() => ({ changes: Number(prepared(sql).run(...bind(params)).changes) })),
  };
  // One chain: a transaction (or a statement arriving while one is open or waiting) runs after
  // everything queued before it. With nothing queued a statement runs at once.
  let tail: Promise<unknown> = Promise.resolve();
  let queuedCount = 0;
  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    queuedCount += 1;
    const result = tail.then(work);
    tail = result.catch(() => undefined);
    return result.finally(() => {
      queuedCount -= 1;
    });
  };
  const queued: SqlRunner = {
    all: (sql, params) =>
      queuedCount === 0 ? direct.all(sql, params) : exclusive(() => direct.all(sql, params)),
    get: (sql, params) =>
      queuedCount === 0 ? direct.get(sql, params) : exclusive(() => direct.get(sql, params)),
    run: (sql, params) =>
      queuedCount === 0 ? direct.run(sql, params) : exclusive(() => direct.run(sql, params)),
  };
  const transaction = <T>(work: (tx: SqlRunner) => Promise<T>): Promise<T> =>
    exclusive(async () => {
      await untilUnlocked(() => db.exec("BEGIN IMMEDIATE"));
      try {
        const result = await work(direct);
        await untilUnlocked(() => db.exec("COMMIT"));
        return result;
      } catch (error) {
        db.exec("ROLLBACK");
        throw error;
      }
    });
  return {
    engine: "sqlite",
    ...queued,
    transaction,
    close: () => exclusive(async () => db.close()),
  };
};
