// The SQL port over PostgreSQL, through the `postgres` driver (D357). Counts and ids come back as
// numbers, as on SQLite (PostgreSQL's int8 and numeric would otherwise arrive as strings).
// Transactions are SERIALIZABLE: the same guarantee as SQLite's one writer, so a store's
// read-then-write (rate limits, idempotency keys, quotas) needs no engine-specific locking; a
// transaction the engine refuses for a conflict is run again.

import { setTimeout } from "node:timers/promises";
import postgres from "postgres";
import { numberPlaceholders } from "./placeholders.ts";
import type { SqlClient, SqlRunner, SqlValue } from "./sql-client.ts";

const INT8 = 20;
const NUMERIC = 1700;
/** serialization_failure, deadlock_detected: the transaction may simply be run again. */
const RETRYABLE = new Set(["40001", "40P01"]);
const MAX_ATTEMPTS = 30;
/** Connections per provider process. */
const POOL_SIZE = 10;

type Query = postgres.Sql | postgres.TransactionSql;

/** Each statement's text numbered once: the stores' texts are few and fixed, the calls many. */
const numbered = new Map<string, string>();
const numberedText = (text: string): string => {
  let out = numbered.get(text);
  if (out === undefined) {
    out = numberPlaceholders(text);
    numbered.set(text, out);
  }
  return out;
};

const runnerOf = (sql: Query): SqlRunner => {
  const query = (text: string, params: readonly SqlValue[] | undefined) =>
    sql.unsafe(numberedText(text), (params ?? []) as postgres.ParameterOrJSON<never>[], {
      prepare: true,
    });
  return {
    all: async <T>(text: string, params?: readonly SqlValue[]) => [...(await query(text, params))] as T[],
    get: async <T>(text: string, params?: readonly SqlValue[]) =>
      (await query(text, params))[0] as T | undefined,
    run: async (text, params) => ({ changes: (await query(text, params)).count }),
  };
};

/** A pool of connections to the database at `url` (the driver's own handle, for the migrations). */
export const connectPostgres = (url: string): postgres.Sql =>
  postgres(url, {
    max: POOL_SIZE,
    onnotice: () => undefined,
    types: {
      int8: { to: INT8, from: [INT8], serialize: (v: number) => String(v), parse: (v: string) => Number(v) },
      numeric: {
        to: NUMERIC,
        from: [NUMERIC],
        serialize: (v: number) => String(v),
        parse: (v: string) => Number(v),
      },
    },
  });

export const postgresClient = (sql: postgres.Sql): SqlClient => {
  const transaction = async <T>(work: (tx: SqlRunner) => Promise<T>): Promise<T> => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return (await sql.begin("isolation level serializable", (tx) => work(runnerOf(tx)))) as T;
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === undefined || !RETRYABLE.has(code) || attempt >= MAX_ATTEMPTS) throw error;
        // Back off a little, more each time, spread so two retriers do not collide again.
        await setTimeout(Math.random() * attempt * 2);
      }
    }
  };
  return {
    engine: "postgres",
    ...runnerOf(sql),
    transaction,
    close: () => sql.end({ timeout: 5 }),
  };
};
