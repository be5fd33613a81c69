// The public forms: request a demo, contact us, credit-report enquiry, debt claim.

import type { FormSubmissions } from "../../accounts/forms/forms-port.ts";
import type { VerificationCodes } from "../../accounts/verification/verification-codes-port.ts";
import type { AppDeps } from "../../app-deps.ts";
import type { Handlers } from "../../http/handler.ts";
import type { CaptchaChecker } from "../../ports/captcha.ts";
import type { Mailer } from "../../ports/mailer.ts";
import { contactHandler } from "./contact-handler.ts";
import { creditEnquiryHandler } from "./credit-enquiry-handler.ts";
import { debtClaimHandler } from "./debt-claim-handler.ts";
import { demoFormHandler } from "./demo-form-handler.ts";
import type { FormsDeps } from "./record-submission.ts";

export interface FormsArea {
  readonly handlers: Partial<
    Pick<Handlers, "submitForm" | "contactUs" | "creditReportEnquiry" | "debtClaim">
  >;
  /** What was submitted (for tests and a future back office). */
  readonly submissions: FormSubmissions;
}

export const createFormsArea = (
  deps: AppDeps,
  ports: { readonly captcha: CaptchaChecker; readonly codes: VerificationCodes; readonly mailer: Mailer },
): FormsArea => {
  const submissions = deps.storage.forms;
  const forms: FormsDeps = {
    submissions,
    mailer: ports.mailer,
    salesEmail: deps.config.salesEmail,
    log: deps.log,
  };
  return {
    handlers: {
      submitForm: demoFormHandler(forms, ports.codes),
      contactUs: contactHandler(forms, ports.captcha),
      creditReportEnquiry: creditEnquiryHandler(forms, ports.codes),
      debtClaim: debtClaimHandler(forms, ports.captcha),
    },
    submissions,
  };
};
