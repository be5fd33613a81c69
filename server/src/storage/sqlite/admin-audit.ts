// The admin pages' audit trail (issue 29 item 8; D290; migration 017): each decision on an account or
// an order, written when it is taken, read newest first with the names of the accounts involved.
import type { AdminAuditEntry } from "@portolan/contracts";
import type { Db } from "./database.ts";

export type AuditAction = AdminAuditEntry["action"];

export interface AuditRecord {
  readonly at: number;
  /** The deciding account; undefined for the operator's command. */
  readonly actorId: number | undefined;
  readonly action: AuditAction;
  readonly accountId?: number;
  readonly orderId?: string;
  readonly amountCents?: number;
  readonly reason?: string;
  /** The firm-identity report decided on (migration 021, D309). */
  readonly firmReportId?: number;
}

export interface AuditRow {
  readonly id: number;
  readonly at: number;
  readonly actor: string | undefined;
  readonly action: AuditAction;
  readonly account: string | undefined;
  readonly orderId: string | undefined;
  readonly amountCents: number | undefined;
  readonly reason: string | undefined;
  readonly firmReportId: number | undefined;
}

export const recordAudit = (db: Db, r: AuditRecord): void => {
  db.prepare(
    `INSERT INTO admin_audit (at, actor_id, action, account_id, order_id, amount_cents, reason, firm_report_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    r.at,
    r.actorId ?? null,
    r.action,
    r.accountId ?? null,
    r.orderId ?? null,
    r.amountCents ?? null,
    r.reason ?? null,
    r.firmReportId ?? null,
  );
};

const text = (v: unknown): string | undefined => (v === null || v === undefined ? undefined : String(v));
const int = (v: unknown): number | undefined => (v === null || v === undefined ? undefined : Number(v));

/** The newest entries first; an order's entry names the account that placed it. */
export const auditEntries = (db: Db, limit: number): readonly AuditRow[] =>
  (
    db
      .prepare(
        `SELECT l.*, actor.account AS actor_name, coalesce(target.account, buyer.account) AS account_name
         FROM admin_audit l
         LEFT JOIN accounts actor ON actor.id = l.actor_id
         LEFT JOIN orders o ON o.id = l.order_id
         LEFT JOIN accounts target ON target.id = l.account_id
         LEFT JOIN accounts buyer ON buyer.id = o.account_id
         ORDER BY l.at DESC, l.id DESC LIMIT ?`,
      )
      .all(limit) as Record<string, unknown>[]
  ).map((row) => ({
    id: Number(row.id),
    at: Number(row.at),
    actor: text(row.actor_name),
    action: String(row.action) as AuditAction,
    account: text(row.account_name),
    orderId: text(row.order_id),
    amountCents: int(row.amount_cents),
    reason: text(row.reason),
    firmReportId: int(row.firm_report_id),
  }));
