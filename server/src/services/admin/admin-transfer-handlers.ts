// The admin page's bank-transfer calls and its audit trail (issue 29 item 8; D290): confirming or
// rejecting a transfer needs the admin role (core's canConfirmTransfers) and never acts on the
// administrator's own order (D276); the audit trail is read with the accounts (info or admin).
import type { AdminAuditEntry, Api } from "@portolan/contracts";
import {
  canConfirmTransfers,
  canDecideOnAccount,
  canReadAudit,
  DESIGNED_CODES,
  ERROR_CODES,
} from "@portolan/core";
import type { AccountRepository } from "../../accounts/accounts/accounts-port.ts";
import type { AuditTrail } from "../../accounts/audit/audit-port.ts";
import type { EndpointHandler, RequestContext } from "../../http/handler.ts";
import { failure, success } from "../../http/reply.ts";
import { centsToMajor } from "../commerce/order-view.ts";
import { confirmOrderTransfer, rejectTransfer, type TransferDecisionDeps } from "./transfer-decisions.ts";

export interface AdminTransferDeps extends TransferDecisionDeps {
  readonly trail: AuditTrail;
  readonly accounts: AccountRepository;
}

const AUDIT_LISTED = 200;
const adminOnly = failure(DESIGNED_CODES.ADMIN_ONLY, "errors.admin.only");
const notFound = failure(DESIGNED_CODES.ORDER_NOT_FOUND, "errors.order.notFound");
const alreadyPaid = failure(DESIGNED_CODES.ORDER_ALREADY_PAID, "errors.order.alreadyPaid");
const ownAccount = failure(DESIGNED_CODES.ADMIN_OWN_ACCOUNT, "errors.admin.ownAccount");

const rolesOf = async (deps: AdminTransferDeps, ctx: RequestContext): Promise<readonly string[]> => {
  const me = ctx.caller === undefined ? undefined : await deps.accounts.findById(ctx.caller.accountId);
  return me?.roles ?? [];
};

/** The caller, when an administrator who may decide on this order (not one of their own). */
const deciderFor = async (deps: AdminTransferDeps, ctx: RequestContext, orderId: string) => {
  if (ctx.caller === undefined || !canConfirmTransfers(await rolesOf(deps, ctx)))
    return { refusal: adminOnly };
  const order = await deps.checkout.orders.find(orderId);
  if (order === undefined) return { refusal: notFound };
  if (!canDecideOnAccount(ctx.caller.accountId, order.accountId)) return { refusal: ownAccount };
  return { actorId: ctx.caller.accountId };
};

export const adminConfirmTransferHandler =
  (deps: AdminTransferDeps): EndpointHandler<Api["adminConfirmTransfer"]> =>
  async ({ body }, ctx) => {
    const decider = await deciderFor(deps, ctx, body.orderId);
    if (decider.refusal !== undefined) return decider.refusal;
    const cents = Math.round(body.amount * 100);
    const outcome = await confirmOrderTransfer(deps, body.orderId, ctx.now, cents, decider.actorId);
    if (outcome.kind === "paid") return success(outcome.order);
    if (outcome.reason === "amount")
      return failure(DESIGNED_CODES.ADMIN_TRANSFER_AMOUNT, "errors.admin.transferAmount");
    if (outcome.reason === "alreadyPaid") return alreadyPaid;
    if (outcome.reason === "invalid") return failure(DESIGNED_CODES.ORDER_INVALID, "errors.order.invalid");
    return notFound;
  };

export const adminRejectTransferHandler =
  (deps: AdminTransferDeps): EndpointHandler<Api["adminRejectTransfer"]> =>
  async ({ body }, ctx) => {
    const decider = await deciderFor(deps, ctx, body.orderId);
    if (decider.refusal !== undefined) return decider.refusal;
    const reason = body.reason.trim();
    if (reason === "") return failure(ERROR_CODES.WRONG_PARAMETERS, "errors.code.wrongParameters");
    const outcome = await rejectTransfer(deps, body.orderId, reason, ctx.now, decider.actorId);
    if (!outcome.ok) return outcome.reason === "alreadyPaid" ? alreadyPaid : notFound;
    return success({ orderId: body.orderId });
  };

export const adminAuditHandler =
  (deps: AdminTransferDeps): EndpointHandler<Api["adminAudit"]> =>
  async (_request, ctx) => {
    if (!canReadAudit(await rolesOf(deps, ctx))) return adminOnly;
    const entries = (await deps.trail.entries(AUDIT_LISTED)).map(
      (r): AdminAuditEntry => ({
        id: r.id,
        at: r.at,
        action: r.action,
        ...(r.actor === undefined ? {} : { actor: r.actor }),
        ...(r.account === undefined ? {} : { account: r.account }),
        ...(r.orderId === undefined ? {} : { orderId: r.orderId }),
        ...(r.amountCents === undefined ? {} : { amount: centsToMajor(r.amountCents) }),
        ...(r.reason === undefined ? {} : { reason: r.reason }),
        ...(r.firmReportId === undefined ? {} : { firmReportId: r.firmReportId }),
      }),
    );
    return success({ entries });
  };
