// The few places where SQLite and PostgreSQL spell the same thing differently, said once.
import type { SqlEngine } from "./sql-client.ts";

/** The larger of two values (SQLite's two-argument max is a scalar; PostgreSQL has GREATEST). */
export const greatest = (engine: SqlEngine, a: string, b: string): string =>
  engine === "sqlite" ? `max(${a}, ${b})` : `GREATEST(${a}, ${b})`;

/** 1-based position of `needle` in `haystack`, 0 when absent. */
export const position = (engine: SqlEngine, haystack: string, needle: string): string =>
  engine === "sqlite" ? `instr(${haystack}, ${needle})` : `strpos(${haystack}, ${needle})`;

/** A FROM item giving one row per element of a JSON text array, its text in column `value`. */
export const jsonArrayValues = (engine: SqlEngine, column: string, alias: string): string =>
  engine === "sqlite"
    ? `json_each(${column}) AS ${alias}`
    : `jsonb_array_elements_text(${column}::jsonb) AS ${alias}(value)`;

/**
 * Appended to a SELECT that picks rows to claim: on PostgreSQL two processes skip each other's rows
 * instead of waiting (SQLite has one writer, so nothing to add).
 */
export const skipLocked = (engine: SqlEngine): string =>
  engine === "sqlite" ? "" : "FOR UPDATE SKIP LOCKED";

/**
 * Appended to a SELECT that locks rows before changing several of them: on PostgreSQL two
 * transactions locking one set in one order wait for each other instead of deadlocking (SQLite's
 * transaction holds the write lock already, so nothing to add).
 */
export const forUpdate = (engine: SqlEngine): string => (engine === "sqlite" ? "" : "FOR UPDATE");
