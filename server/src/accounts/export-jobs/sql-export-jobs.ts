// The export jobs over the SQL port (SQLite or PostgreSQL). The quota check and the new job are one
// transaction; every change of state is a compare-and-set on the status, so two runners (or two
// providers) taking the same job start it once.
import type { ExportSubject } from "@portolan/contracts";
import type { ExportStatus, Locale } from "@portolan/core";
import type { SqlClient, SqlRow } from "../../sql/sql-client.ts";
import type { ExportJobStore, StoredExportJob } from "./export-jobs-port.ts";

const orNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const jobOf = (r: SqlRow): StoredExportJob => ({
  id: Number(r.id),
  accountId: Number(r.account_id),
  subject: JSON.parse(String(r.subject)) as ExportSubject,
  format: r.format === "xlsx" ? "xlsx" : "csv",
  locale: String(r.locale) as Locale,
  status: String(r.status) as ExportStatus,
  reason: r.reason === null || r.reason === undefined ? null : String(r.reason),
  rowsWritten: Number(r.rows_written),
  rowsExpected: Number(r.rows_expected),
  matches: orNull(r.matches),
  bytes: orNull(r.bytes),
  fileName: String(r.file_name),
  createdAt: Number(r.created_at),
  heartbeatAt: Number(r.heartbeat_at),
  finishedAt: orNull(r.finished_at),
});

const UNFINISHED = "status IN ('queued', 'running')";

export const sqlExportJobs = (sql: SqlClient): ExportJobStore => ({
  createIfUnder: async (j, max) =>
    sql.transaction(async (tx) => {
      const underWay = await tx.get(
        `SELECT count(*) AS n FROM export_jobs WHERE account_id = ? AND ${UNFINISHED}`,
        [j.accountId],
      );
      if (Number(underWay?.n) >= max) return "full" as const;
      const row = await tx.get(
        `INSERT INTO export_jobs (account_id, subject, format, locale, status, rows_expected, matches, file_name, created_at, heartbeat_at)
         VALUES (?, ?, ?, ?, 'queued', ?, ?, ?, ?, ?) RETURNING *`,
        [
          j.accountId,
          JSON.stringify(j.subject),
          j.format,
          j.locale,
          j.rowsExpected,
          j.matches,
          j.fileName,
          j.at,
          j.at,
        ],
      );
      if (row === undefined) throw new Error("export job not written");
      return jobOf(row);
    }),
  ofAccount: async (accountId, limit) =>
    (
      await sql.all("SELECT * FROM export_jobs WHERE account_id = ? ORDER BY id DESC LIMIT ?", [
        accountId,
        limit,
      ])
    ).map(jobOf),
  find: async (accountId, id) => {
    const row = await sql.get("SELECT * FROM export_jobs WHERE id = ? AND account_id = ?", [id, accountId]);
    return row === undefined ? undefined : jobOf(row);
  },
  unfinished: async () =>
    (await sql.all(`SELECT * FROM export_jobs WHERE ${UNFINISHED} ORDER BY id`)).map(jobOf),
  finishedBefore: async (at) =>
    (
      await sql.all(
        "SELECT * FROM export_jobs WHERE finished_at IS NOT NULL AND finished_at < ? ORDER BY id",
        [at],
      )
    ).map(jobOf),
  start: async (id, at) =>
    (
      await sql.run(
        "UPDATE export_jobs SET status = 'running', heartbeat_at = ? WHERE id = ? AND status = 'queued'",
        [at, id],
      )
    ).changes === 1,
  progress: async (id, rows, at) => {
    await sql.run("UPDATE export_jobs SET rows_written = ?, heartbeat_at = ? WHERE id = ?", [rows, at, id]);
  },
  heartbeat: async (id, at) => {
    await sql.run(`UPDATE export_jobs SET heartbeat_at = ? WHERE id = ? AND ${UNFINISHED}`, [at, id]);
  },
  finish: async (id, rows, bytes, at) => {
    await sql.run(
      `UPDATE export_jobs SET status = 'done', rows_written = ?, bytes = ?, finished_at = ?, heartbeat_at = ?
       WHERE id = ? AND status = 'running'`,
      [rows, bytes, at, at, id],
    );
  },
  fail: async (id, reason, at) =>
    (
      await sql.run(
        `UPDATE export_jobs SET status = 'failed', reason = ?, finished_at = ? WHERE id = ? AND ${UNFINISHED}`,
        [reason, at, id],
      )
    ).changes === 1,
  remove: async (id) => {
    await sql.run("DELETE FROM export_jobs WHERE id = ?", [id]);
  },
});
