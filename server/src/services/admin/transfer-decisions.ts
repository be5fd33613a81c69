// The bank-transfer decisions of the admin page and the operator's command (issue 29 item 8; D148,
// D290), each written to the audit trail. Confirming is the commerce area's confirmTransfer, the one
// rule for both channels: the amount must be the order's, an order past its reservation or already
// paid is refused, and the package starts at once. Rejecting records why the money goes back.
import { transferReference } from "@portolan/core";
import type { AuditRecord } from "../../accounts/audit/audit-port.ts";
import { confirmTransfer, type TransferOutcome } from "../commerce/bank-transfer.ts";
import type { CheckoutDeps } from "../commerce/checkout-context.ts";

export interface TransferDecisionDeps {
  readonly checkout: Pick<CheckoutDeps, "orders" | "offers" | "receipts">;
  readonly audit: (entry: AuditRecord) => Promise<void>;
}

/** The transfer with this reference arrived (with this amount, when the command gives none: any). */
export const confirmTransferAudited = async (
  deps: TransferDecisionDeps,
  reference: string,
  now: number,
  amountCents: number | undefined,
  actorId: number | undefined,
): Promise<TransferOutcome> => {
  const outcome = await confirmTransfer(deps.checkout, reference, now, amountCents);
  if (outcome.kind === "paid")
    await deps.audit({
      at: now,
      actorId,
      action: "confirmTransfer",
      orderId: outcome.order.id,
      amountCents: Math.round(outcome.order.amount * 100),
    });
  return outcome;
};

/** The admin page names the order; its reference is what the command is given. */
export const confirmOrderTransfer = (
  deps: TransferDecisionDeps,
  orderId: string,
  now: number,
  amountCents: number,
  actorId: number,
): Promise<TransferOutcome> =>
  confirmTransferAudited(deps, transferReference(orderId), now, amountCents, actorId);

export type RejectOutcome =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: "notFound" | "alreadyPaid" };

/** A transfer that will not be taken (short, late, for an order no longer valid): the reason is kept. */
export const rejectTransfer = async (
  deps: TransferDecisionDeps,
  orderId: string,
  reason: string,
  now: number,
  actorId: number,
): Promise<RejectOutcome> => {
  const order = await deps.checkout.orders.find(orderId);
  if (order === undefined) return { ok: false, reason: "notFound" };
  if (order.paidAt !== undefined) return { ok: false, reason: "alreadyPaid" };
  await deps.audit({ at: now, actorId, action: "rejectTransfer", orderId, reason });
  return { ok: true };
};
