// The export jobs over SQLite.
import type { ExportSubject } from "@portolan/contracts";
import type { ExportStatus, Locale } from "@portolan/core";
import type { ExportJobStore, StoredExportJob } from "../../ports/export-jobs.ts";
import type { Db } from "./database.ts";

type Row = Record<string, unknown>;
const orNull = (v: unknown) => (v === null ? null : Number(v));
const jobOf = (r: Row): StoredExportJob => ({
  id: Number(r.id),
  accountId: Number(r.account_id),
  subject: JSON.parse(String(r.subject)) as ExportSubject,
  format: r.format === "xlsx" ? "xlsx" : "csv",
  locale: String(r.locale) as Locale,
  status: String(r.status) as ExportStatus,
  reason: r.reason === null ? null : String(r.reason),
  rowsWritten: Number(r.rows_written),
  rowsExpected: Number(r.rows_expected),
  matches: orNull(r.matches),
  bytes: orNull(r.bytes),
  fileName: String(r.file_name),
  createdAt: Number(r.created_at),
  heartbeatAt: Number(r.heartbeat_at),
  finishedAt: orNull(r.finished_at),
});

export const sqliteExportJobs = (db: Db): ExportJobStore => ({
  create: async (j) =>
    jobOf(
      db
        .prepare(
          `INSERT INTO export_jobs (account_id, subject, format, locale, status, rows_expected, matches, file_name, created_at, heartbeat_at)
           VALUES (?, ?, ?, ?, 'queued', ?, ?, ?, ?, ?) RETURNING *`,
        )
        .get(
          j.accountId,
          JSON.stringify(j.subject),
          j.format,
          j.locale,
          j.rowsExpected,
          j.matches,
          j.fileName,
          j.at,
          j.at,
        ) as Row,
    ),
  ofAccount: async (accountId, limit) =>
    (
      db
        .prepare("SELECT * FROM export_jobs WHERE account_id = ? ORDER BY id DESC LIMIT ?")
        .all(accountId, limit) as Row[]
    ).map(jobOf),
  find: async (accountId, id) => {
    const row = db.prepare("SELECT * FROM export_jobs WHERE id = ? AND account_id = ?").get(id, accountId) as
      | Row
      | undefined;
    return row === undefined ? undefined : jobOf(row);
  },
  unfinished: async () =>
    (db.prepare("SELECT * FROM export_jobs WHERE status IN ('queued', 'running')").all() as Row[]).map(jobOf),
  finishedBefore: async (at) =>
    (
      db
        .prepare("SELECT * FROM export_jobs WHERE finished_at IS NOT NULL AND finished_at < ?")
        .all(at) as Row[]
    ).map(jobOf),
  start: async (id, at) =>
    db
      .prepare(
        "UPDATE export_jobs SET status = 'running', heartbeat_at = ? WHERE id = ? AND status = 'queued'",
      )
      .run(at, id).changes === 1,
  progress: async (id, rows, at) => {
    db.prepare("UPDATE export_jobs SET rows_written = ?, heartbeat_at = ? WHERE id = ?").run(rows, at, id);
  },
  heartbeat: async (id, at) => {
    db.prepare(
      "UPDATE export_jobs SET heartbeat_at = ? WHERE id = ? AND status IN ('queued', 'running')",
    ).run(at, id);
  },
  finish: async (id, rows, bytes, at) => {
    db.prepare(
      `UPDATE export_jobs SET status = 'done', rows_written = ?, bytes = ?, finished_at = ?, heartbeat_at = ?
       WHERE id = ? AND status = 'running'`,
    ).run(rows, bytes, at, at, id);
  },
  fail: async (id, reason, at) =>
    db
      .prepare(
        `UPDATE export_jobs SET status = 'failed', reason = ?, finished_at = ? WHERE id = ? AND status IN ('queued', 'running')`,
      )
      .run(reason, at, id).changes === 1,
  remove: async (id) => {
    db.prepare("DELETE FROM export_jobs WHERE id = ?").run(id);
  },
});
