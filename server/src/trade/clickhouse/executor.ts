// How the ClickHouse adapter talks to ClickHouse (issue 14 §2): SQL with {name:Type} parameters
// (never values pasted into SQL) and rows as JSON, through one of two executors — in-process
// (chdb-executor.ts, the embedded engine the tests use) or over HTTP to a server or cluster
// (http-executor.ts, when PORTOLAN_CLICKHOUSE_URL is set).

export type Params = Readonly<Record<string, unknown>>;

export interface ClickHouseExecutor {
  /** Rows of a SELECT, each an object by column name. */
  readonly rows: <T = Record<string, unknown>>(sql: string, params?: Params) => Promise<T[]>;
  /** A statement without rows (DDL, OPTIMIZE, INSERT … SELECT). */
  readonly run: (sql: string, params?: Params) => Promise<void>;
  /** Inserts rows, each an object by column name. */
  readonly insert: (table: string, rows: readonly Record<string, unknown>[]) => Promise<void>;
  readonly close: () => Promise<void>;
}
