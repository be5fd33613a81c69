// The public forms: request a demo, contact us, credit-report enquiry, debt claim.
import type { AppDeps } from "../../app-deps.ts";
import type { Handlers } from "../../http/handler.ts";
import type { CaptchaChecker } from "../../ports/captcha.ts";
import type { Mailer } from "../../ports/mailer.ts";
import type { VerificationCodes } from "../../ports/verification-codes.ts";

export interface FormsArea {
  readonly handlers: Partial<
    Pick<Handlers, "submitForm" | "contactUs" | "creditReportEnquiry" | "debtClaim">
  >;
}

export const createFormsArea = (
  _deps: AppDeps,
  _ports: { readonly captcha: CaptchaChecker; readonly codes: VerificationCodes; readonly mailer: Mailer },
): FormsArea => ({ handlers: {} });
