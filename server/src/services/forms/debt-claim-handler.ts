// Debt claim (designed, D73): core's checks, the captcha, then the claim is kept (at most a
// few per IP address an hour) and mailed: everything to sales, a fixed acknowledgement to the creditor.

import type { DebtClaimBody } from "@portolan/contracts";
import { DESIGNED_CODES, type DebtClaimValues, ERROR_CODES, validateDebtClaim } from "@portolan/core";
import type { RequestContext } from "../../http/handler.ts";
import { emptySuccess, failure, type Reply } from "../../http/reply.ts";
import type { CaptchaChecker } from "../../ports/captcha.ts";
import { confirmationMail, salesNotification } from "./form-mails.ts";
import { type FormsDeps, recordSubmission } from "./record-submission.ts";

/** Debt claims one IP address may place in an hour (decision: server-forms "Debt claim"). */
export const DEBT_CLAIMS_PER_IP_PER_HOUR = 5;
const HOUR_MS = 60 * 60_000;

/** The claim as core's form rule reads it; the amount as the form would show it. */
export const debtClaimValues = ({ creditor, debtor, captcha }: DebtClaimBody): DebtClaimValues => ({
  creditorCompanyName: creditor.companyName,
  creditorContactName: creditor.contactName,
  creditorEmail: creditor.email,
  creditorPhone: creditor.phone,
  debtorCompanyName: debtor.companyName,
  debtorContactName: debtor.contactName,
  lastContactWithDebtor: debtor.lastContactDate ?? "",
  debtValue: String(debtor.debtValue),
  lastContactDetails: debtor.lastContactDetails,
  captcha,
});

export const debtClaimHandler =
  (deps: FormsDeps, captcha: CaptchaChecker) =>
  async ({ body }: { readonly body: DebtClaimBody }, ctx: RequestContext): Promise<Reply<null>> => {
    const issues = validateDebtClaim(debtClaimValues(body), ctx.now);
    if (issues.length > 0)
      return failure(ERROR_CODES.WRONG_PARAMETERS, "errors.code.wrongParameters", { issues });
    if (!(await captcha.check(body.captcha, ctx.now)))
      return failure(DESIGNED_CODES.CAPTCHA_INCORRECT, "errors.captcha.incorrect");
    const { creditor, debtor } = body;
    const trim = <T extends Record<string, unknown>>(o: T): T =>
      Object.fromEntries(Object.entries(o).map(([k, v]) => [k, typeof v === "string" ? v.trim() : v])) as T;
    const payload = { creditor: trim(creditor), debtor: trim(debtor) };
    const name = payload.creditor.contactName;
    const stored = await recordSubmission(
      deps,
      { kind: "debt-claim", payload, locale: ctx.locale, ip: ctx.ip, createdAt: ctx.now },
      (s) => [
        salesNotification(deps.salesEmail, s, `${name} <${payload.creditor.email}>`),
        // Fixed words only: the address is whatever the sender typed, so nothing they typed goes to it.
        confirmationMail("debt-claim", ctx.locale, payload.creditor.email),
      ],
      { since: ctx.now - HOUR_MS, max: DEBT_CLAIMS_PER_IP_PER_HOUR },
    );
    return stored ? emptySuccess() : failure(DESIGNED_CODES.TOO_MANY_ATTEMPTS, "errors.tooManyAttempts");
  };
