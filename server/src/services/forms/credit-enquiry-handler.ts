// Credit-report enquiry (designed, D73): core's checks, then the code texted to the mobile number
// (20008), then the enquiry is kept and sales notified. No confirmation: the form has no email.

import type { CreditEnquiryBody } from "@portolan/contracts";
import { ERROR_CODES, validateCreditEnquiry } from "@portolan/core";
import type { VerificationCodes } from "../../accounts/verification/verification-codes-port.ts";
import type { RequestContext } from "../../http/handler.ts";
import { emptySuccess, failure, type Reply } from "../../http/reply.ts";
import { salesNotification } from "./form-mails.ts";
import { type FormsDeps, recordSubmission } from "./record-submission.ts";

export const creditEnquiryHandler =
  (deps: FormsDeps, codes: VerificationCodes) =>
  async ({ body }: { readonly body: CreditEnquiryBody }, ctx: RequestContext): Promise<Reply<null>> => {
    const issues = validateCreditEnquiry({
      ...body,
      mobilePhone: body.mobile,
      captcha: body.verificationCode,
    });
    if (issues.length > 0)
      return failure(ERROR_CODES.WRONG_PARAMETERS, "errors.code.wrongParameters", { issues });
    const check = await codes.verify("mobile", body.mobile, body.verificationCode, ctx.now);
    if (check !== "ok") return failure(ERROR_CODES.VERIFICATION_CODE_ERROR, "errors.code.verificationCode");
    const payload = {
      service: body.service.trim(),
      companyName: body.companyName.trim(),
      companyWeb: body.companyWeb.trim(),
      mobile: body.mobile.trim(),
      country: body.country.trim(),
      companyAddress: body.companyAddress.trim(),
    };
    await recordSubmission(
      deps,
      { kind: "credit-enquiry", payload, locale: ctx.locale, ip: ctx.ip, createdAt: ctx.now },
      (s) => [salesNotification(deps.salesEmail, s, `${payload.companyName}, ${payload.mobile}`)],
    );
    return emptySuccess();
  };
