// Firm feedback's calls (issue 30 "Feedback"; D307–D309): any signed-in user sends a report and reads
// their own on a firm; the administrator lists, decides and withdraws (core's canOpenAdminPages).
import type { Api, FirmReportBody, FirmReportReceipt, FirmReportView } from "@portolan/contracts";
import { canOpenAdminPages, DESIGNED_CODES, ERROR_CODES } from "@portolan/core";
import type { AccountRepository } from "../../accounts/accounts/accounts-port.ts";
import type { ListedFirmReport, StoredFirmReport } from "../../accounts/firm-feedback/firm-reports-port.ts";
import type { EndpointHandler, RequestContext } from "../../http/handler.ts";
import { type Failure, failure, success } from "../../http/reply.ts";
import {
  decideFirmReport,
  type FeedbackOutcome,
  type FirmFeedbackDeps,
  type SentReport,
  sendFirmReport,
  withdrawFirmRule,
} from "./firm-feedback-service.ts";

export interface FirmFeedbackHandlerDeps extends FirmFeedbackDeps {
  readonly accounts: AccountRepository;
}

const LISTED = 500;
const ID = /^\d{1,15}$/;

const REFUSALS: Readonly<Record<Extract<FeedbackOutcome<unknown>, { ok: false }>["reason"], Failure>> = {
  unknownFirm: failure(DESIGNED_CODES.FIRM_UNKNOWN, "errors.firm.unknown"),
  spellingNotOfFirm: failure(DESIGNED_CODES.FIRM_SPELLING_NOT_OF_FIRM, "errors.firm.spellingNotOfFirm"),
  sameFirm: failure(DESIGNED_CODES.FIRM_SAME_AS_ITSELF, "errors.firm.sameAsItself"),
  reportDecided: failure(DESIGNED_CODES.FIRM_REPORT_DECIDED, "errors.firm.reportDecided"),
  reportUnknown: failure(DESIGNED_CODES.FIRM_REPORT_UNKNOWN, "errors.firm.reportUnknown"),
};
const adminOnly = failure(DESIGNED_CODES.ADMIN_ONLY, "errors.admin.only");

export const receiptOf = (r: StoredFirmReport): FirmReportReceipt => ({
  id: r.id,
  kind: r.kind,
  ...(r.spelling === undefined ? {} : { spelling: r.spelling }),
  ...(r.otherFirmId === undefined ? {} : { otherFirmId: r.otherFirmId }),
  status: r.status,
});

export const viewOf = (r: StoredFirmReport & { sender: string; decider?: string }): FirmReportView => ({
  id: r.id,
  kind: r.kind,
  firmId: r.firmId,
  firmName: r.firmName,
  ...(r.spelling === undefined ? {} : { spelling: r.spelling }),
  ...(r.otherFirmId === undefined ? {} : { otherFirmId: r.otherFirmId }),
  ...(r.otherFirmName === undefined ? {} : { otherFirmName: r.otherFirmName }),
  ...(r.comment === undefined ? {} : { comment: r.comment }),
  sender: r.sender,
  createdAt: r.createdAt,
  status: r.status,
  ...(r.decidedAt === undefined ? {} : { decidedAt: r.decidedAt }),
  ...(r.decider === undefined ? {} : { decider: r.decider }),
  ...(r.note === undefined ? {} : { note: r.note }),
  ...(r.rule === undefined ? {} : { rule: { id: r.rule.id, kind: r.rule.kind, a: r.rule.a, b: r.rule.b } }),
});

/** The report a body names: "apart" with its alias, "same" with the other firm; undefined otherwise. */
export const sentReportOf = (body: FirmReportBody): SentReport | undefined => {
  const comment = body.comment === undefined ? {} : { comment: body.comment };
  if (body.kind === "apart")
    return body.spelling === undefined || body.spelling.trim() === ""
      ? undefined
      : { kind: "apart", firmId: body.firmId, spelling: body.spelling, ...comment };
  return body.otherFirmId === undefined
    ? undefined
    : { kind: "same", firmId: body.firmId, otherFirmId: body.otherFirmId, ...comment };
};

/** The caller's account id when an administrator. */
const adminOf = async (deps: FirmFeedbackHandlerDeps, ctx: RequestContext) => {
  const me = ctx.caller === undefined ? undefined : await deps.accounts.findById(ctx.caller.accountId);
  return me !== undefined && canOpenAdminPages(me.roles) ? me.id : undefined;
};

/** A decided report as the admin page lists it (with the names of its sender and decider). */
const listed = async (deps: FirmFeedbackHandlerDeps, id: number): Promise<ListedFirmReport | undefined> =>
  (await deps.reports.list(LISTED)).find((r) => r.id === id);

const answer = async (deps: FirmFeedbackHandlerDeps, outcome: FeedbackOutcome<StoredFirmReport>) => {
  if (!outcome.ok) return REFUSALS[outcome.reason];
  const row = await listed(deps, outcome.value.id);
  return success(viewOf(row ?? { ...outcome.value, sender: "" }));
};

export const firmFeedbackSendHandler =
  (deps: FirmFeedbackHandlerDeps): EndpointHandler<Api["firmFeedbackSend"]> =>
  async ({ body }, ctx) => {
    const sent = sentReportOf(body);
    if (ctx.caller === undefined || sent === undefined)
      return failure(ERROR_CODES.WRONG_PARAMETERS, "errors.code.wrongParameters");
    const outcome = await sendFirmReport(deps, ctx.caller.accountId, sent, ctx.now);
    return outcome.ok ? success(receiptOf(outcome.value)) : REFUSALS[outcome.reason];
  };

export const firmFeedbackMineHandler =
  (deps: FirmFeedbackHandlerDeps): EndpointHandler<Api["firmFeedbackMine"]> =>
  async ({ query }, ctx) => {
    if (ctx.caller === undefined || !ID.test(query.firmId)) return success({ reports: [] });
    const mine = await deps.reports.ofAccount(ctx.caller.accountId, Number(query.firmId));
    return success({ reports: mine.map(receiptOf) });
  };

export const adminFirmReportsHandler =
  (deps: FirmFeedbackHandlerDeps): EndpointHandler<Api["adminFirmReports"]> =>
  async (_request, ctx) => {
    if ((await adminOf(deps, ctx)) === undefined) return adminOnly;
    return success({ reports: (await deps.reports.list(LISTED)).map(viewOf) });
  };

export const adminFirmReportDecideHandler =
  (deps: FirmFeedbackHandlerDeps): EndpointHandler<Api["adminFirmReportDecide"]> =>
  async ({ body }, ctx) => {
    const actorId = await adminOf(deps, ctx);
    if (actorId === undefined) return adminOnly;
    const { note, ...rest } = body;
    return answer(
      deps,
      await decideFirmReport(deps, {
        ...rest,
        ...(note === undefined ? {} : { note }),
        actorId,
        now: ctx.now,
      }),
    );
  };

export const adminFirmRuleWithdrawHandler =
  (deps: FirmFeedbackHandlerDeps): EndpointHandler<Api["adminFirmRuleWithdraw"]> =>
  async ({ body }, ctx) => {
    const actorId = await adminOf(deps, ctx);
    if (actorId === undefined) return adminOnly;
    const { note, id } = body;
    return answer(
      deps,
      await withdrawFirmRule(deps, { id, ...(note === undefined ? {} : { note }), actorId, now: ctx.now }),
    );
  };
