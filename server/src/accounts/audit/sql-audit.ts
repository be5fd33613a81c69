// The audit trail over the SQL port (migration 017): one row per decision, never changed.
import type { SqlClient, SqlRow } from "../../sql/sql-client.ts";
import type { AuditAction, AuditTrail } from "./audit-port.ts";

const text = (v: unknown): string | undefined => (v === null || v === undefined ? undefined : String(v));
const int = (v: unknown): number | undefined => (v === null || v === undefined ? undefined : Number(v));

const INSERT = `INSERT INTO admin_audit (at, actor_id, action, account_id, order_id, amount_cents, reason, firm_report_id)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?)`;

const NEWEST = `SELECT l.*, actor.account AS actor_name, coalesce(target.account, buyer.account) AS account_name
  FROM admin_audit l
  LEFT JOIN accounts actor ON actor.id = l.actor_id
  LEFT JOIN orders o ON o.id = l.order_id
  LEFT JOIN accounts target ON target.id = l.account_id
  LEFT JOIN accounts buyer ON buyer.id = o.account_id
  ORDER BY l.at DESC, l.id DESC LIMIT ?`;

export const sqlAudit = (sql: SqlClient): AuditTrail => ({
  record: async (r) => {
    await sql.run(INSERT, [
      r.at,
      r.actorId ?? null,
      r.action,
      r.accountId ?? null,
      r.orderId ?? null,
      r.amountCents ?? null,
      r.reason ?? null,
      r.firmReportId ?? null,
    ]);
  },
  entries: async (limit) =>
    (await sql.all<SqlRow>(NEWEST, [limit])).map((row) => ({
      id: Number(row.id),
      at: Number(row.at),
      actor: text(row.actor_name),
      action: String(row.action) as AuditAction,
      account: text(row.account_name),
      orderId: text(row.order_id),
      amountCents: int(row.amount_cents),
      reason: text(row.reason),
      firmReportId: int(row.firm_report_id),
    })),
});
