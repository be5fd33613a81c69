// Designed here (issue 29 item 8; D148, D290): the admin page's bank-transfer steps and its audit
// trail. The administrator confirms that an order's transfer arrived, with the amount the bank
// statement shows (the operator's command's one rule: amount, reservation, already paid), or rejects
// it with a reason; every decision of the admin pages and the command is listed with who and when.
import { Schema } from "effect";
import { defineEndpoint } from "../endpoint.ts";
import { Envelope } from "../envelope.ts";
import { EpochMillis, LineText, MoneyAmount } from "../primitives.ts";
import { OrderId, OrderView } from "./orders.ts";

const admin = { host: "provider", requiresSession: true, tag: "admin", origin: "designed" } as const;

export const adminConfirmTransfer = defineEndpoint({
  ...admin,
  name: "adminConfirmTransfer",
  method: "POST",
  path: "/console/admin/orders/transfer/confirm",
  encoding: "json",
  request: { body: Schema.Struct({ orderId: OrderId, amount: MoneyAmount }) },
  response: Envelope(OrderView),
  summary: "Mark an order's bank transfer received, with the amount received",
  description:
    "Designed here. Admin role (51001 otherwise); 30001 unknown order; 30003 paid already; 30002 no longer valid (reservation over, offer changed); 51006 the amount differs from the order's; 51004 the caller's own order. The package starts at once. Written to the audit trail.",
});

export const adminRejectTransfer = defineEndpoint({
  ...admin,
  name: "adminRejectTransfer",
  method: "POST",
  path: "/console/admin/orders/transfer/reject",
  encoding: "json",
  request: { body: Schema.Struct({ orderId: OrderId, reason: LineText }) },
  response: Envelope(Schema.Struct({ orderId: Schema.String })),
  summary: "Reject a bank transfer for an order, with a reason",
  description:
    "Designed here. Admin role (51001 otherwise); 30001 unknown order; 30003 paid already; 10001 an empty reason; 51004 the caller's own order. The order stays unpaid; the reason is written to the audit trail.",
});

export const AdminAuditEntry = Schema.Struct({
  id: Schema.Int,
  at: EpochMillis,
  /** Who decided: an account's name, or absent for the operator's command. */
  actor: Schema.optionalKey(Schema.String),
  action: Schema.Literals([
    "freeze",
    "unfreeze",
    "cancel",
    "reinstate",
    "grantAppeal",
    "rejectAppeal",
    "confirmTransfer",
    "rejectTransfer",
    "acceptFirmReport",
    "rejectFirmReport",
    "withdrawFirmRule",
  ]),
  /** The account decided on, or the account that placed the order. */
  account: Schema.optionalKey(Schema.String),
  orderId: Schema.optionalKey(Schema.String),
  amount: Schema.optionalKey(MoneyAmount),
  reason: Schema.optionalKey(Schema.String),
  /** The firm-identity report decided on (D309). */
  firmReportId: Schema.optionalKey(Schema.Int),
}).annotate({ identifier: "AdminAuditEntry" });
export type AdminAuditEntry = typeof AdminAuditEntry.Type;

export const adminAudit = defineEndpoint({
  ...admin,
  name: "adminAudit",
  method: "GET",
  path: "/console/admin/audit",
  encoding: "none",
  request: {},
  response: Envelope(Schema.Struct({ entries: Schema.Array(AdminAuditEntry) })),
  summary: "The audit trail: who decided what on which account or order, and when",
  description: "Designed here. Info or admin role (51001 otherwise); the newest 200.",
});
