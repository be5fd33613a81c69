// The enquiry forms of the third-party service pages (spec §2.5 credit report page with enquiry
// form, debt-collection page with claim form; §3 their fields). Spec §7: "their paths and payloads:
// not shown" — paths and bodies designed here. Both are JSON (nested parties, free text).
import { Schema } from "effect";
import { defineEndpoint } from "../endpoint.ts";
import { EmptyEnvelope } from "../envelope.ts";
import { CaptchaAnswer, CurrencyCode, IsoDate, LineText, LongText, MoneyAmount } from "../primitives.ts";

/** Designed here: `verificationCode` is the code sent to `mobile` by sendChannelCode. */
export const CreditEnquiryBody = Schema.Struct({
  /** The selected service (a report download or a fresh investigation, spec §9). */
  service: LineText,
  companyName: LineText,
  companyWeb: LineText,
  mobile: LineText,
  country: LineText,
  companyAddress: LongText,
  verificationCode: LineText,
});
export type CreditEnquiryBody = typeof CreditEnquiryBody.Type;

export const creditReportEnquiry = defineEndpoint({
  name: "creditReportEnquiry",
  method: "POST",
  host: "provider",
  path: "/api/public/creditReport/enquiry",
  encoding: "json",
  request: { body: CreditEnquiryBody },
  response: EmptyEnvelope,
  requiresSession: false,
  summary: "Ask for a company credit report",
  description: "Designed here. 20008 = wrong verification code.",
  tag: "forms",
  origin: "designed",
});

export const Creditor = Schema.Struct({
  companyName: LineText,
  contactName: LineText,
  email: LineText,
  phone: LineText,
});

export const Debtor = Schema.Struct({
  companyName: LineText,
  contactName: LineText,
  /** The day of the last contact with the debtor, when the creditor knows it. */
  lastContactDate: Schema.optionalKey(IsoDate),
  debtValue: MoneyAmount,
  debtCurrency: CurrencyCode,
  /** What was said or done at the last contact. */
  lastContactDetails: LongText,
});

/** Designed here from spec §3 Debt claim form; the captcha (issue 13) as the contact form's. */
export const DebtClaimBody = Schema.Struct({ creditor: Creditor, debtor: Debtor, captcha: CaptchaAnswer });
export type DebtClaimBody = typeof DebtClaimBody.Type;

export const debtClaim = defineEndpoint({
  name: "debtClaim",
  method: "POST",
  host: "provider",
  path: "/api/public/debtCollection/claim",
  encoding: "json",
  request: { body: DebtClaimBody },
  response: EmptyEnvelope,
  requiresSession: false,
  summary: "Place an international debt claim",
  description:
    "Designed here. Success shows 'You have sent the International Claim Placement form successfully.'",
  tag: "forms",
  origin: "designed",
});
