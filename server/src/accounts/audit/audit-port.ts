// The admin pages' audit trail (issue 29 item 8; D290): each decision on an account, an order or a
// firm report, written when it is taken, read newest first with the names of the accounts involved.
import type { AdminAuditEntry } from "@portolan/contracts";

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

export interface AuditTrail {
  readonly record: (entry: AuditRecord) => Promise<void>;
  /** The newest `limit` entries first (ties by time: the later written first); an order's entry names its buyer. */
  readonly entries: (limit: number) => Promise<readonly AuditRow[]>;
}
