// The one port every account-side store is written against: plain SQL with `?` placeholders, the
// same text on SQLite and PostgreSQL (D357). Where the engines' SQL differs, `dialect.ts` says it once.

/** What a statement may bind. Times are integers (ms), booleans are 0/1, JSON is text. */
export type SqlValue = string | number | bigint | null | Uint8Array;

export type SqlRow = Record<string, unknown>;

export interface SqlRunner {
  readonly all: <T = SqlRow>(sql: string, params?: readonly SqlValue[]) => Promise<T[]>;
  readonly get: <T = SqlRow>(sql: string, params?: readonly SqlValue[]) => Promise<T | undefined>;
  /** `changes` is the number of rows written (the guard of every compare-and-set). */
  readonly run: (sql: string, params?: readonly SqlValue[]) => Promise<{ readonly changes: number }>;
}

export type SqlEngine = "sqlite" | "postgres";

export interface SqlClient extends SqlRunner {
  readonly engine: SqlEngine;
  /**
   * Runs `work` as one serialisable transaction: on SQLite the write lock is taken up front
   * (BEGIN IMMEDIATE, one writer across processes); on PostgreSQL it is SERIALIZABLE and retried
   * when the engine refuses it for a conflict. `work` may therefore run more than once: it must
   * do nothing but SQL through `tx`.
   */
  readonly transaction: <T>(work: (tx: SqlRunner) => Promise<T>) => Promise<T>;
  readonly close: () => Promise<void>;
}
