// The credit report enquiry form of the credit-check page (spec §3 Credit report enquiry, §5).
import { isDomain } from "./email-pattern.ts";
import { collectIssues, type FieldIssue, requiredText } from "./field-checks.ts";
import {
  ADDRESS_MAX_LENGTH,
  CAPTCHA_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  SITE_URL_MAX_LENGTH,
} from "./field-limits.ts";
import { isPhone } from "./phone.ts";
import { normaliseSiteUrl } from "./site-url.ts";

export interface CreditEnquiryValues {
  /** The chosen report service (an option id). */
  readonly service: string;
  readonly companyName: string;
  readonly companyWeb: string;
  readonly mobilePhone: string;
  readonly country: string;
  readonly companyAddress: string;
  readonly captcha: string;
}

export type CreditEnquiryField = keyof CreditEnquiryValues;

export const CREDIT_ENQUIRY_ORDER = [
  "service",
  "companyName",
  "companyWeb",
  "mobilePhone",
  "country",
  "companyAddress",
  "captcha",
] as const satisfies readonly CreditEnquiryField[];

export const emptyCreditEnquiry: CreditEnquiryValues = {
  service: "",
  companyName: "",
  companyWeb: "",
  mobilePhone: "",
  country: "",
  companyAddress: "",
  captcha: "",
};

/** A company website: a safe http(s) address (spec §5 site URL) on a public host name. */
export const isCompanyWebsite = (value: string): boolean => {
  const url = normaliseSiteUrl(value);
  return url.ok && isDomain(url.value.hostname);
};

export const validateCreditEnquiry = (v: CreditEnquiryValues): readonly FieldIssue<CreditEnquiryField>[] =>
  collectIssues<CreditEnquiryField>([
    ["service", requiredText(v.service, "validation.creditEnquiry.serviceRequired", NAME_MAX_LENGTH)],
    [
      "companyName",
      requiredText(v.companyName, "validation.creditEnquiry.companyNameRequired", NAME_MAX_LENGTH),
    ],
    [
      "companyWeb",
      requiredText(v.companyWeb, "validation.creditEnquiry.companyWebRequired", SITE_URL_MAX_LENGTH, (t) =>
        isCompanyWebsite(t) ? undefined : "validation.siteUrl.invalid",
      ),
    ],
    [
      "mobilePhone",
      requiredText(v.mobilePhone, "validation.creditEnquiry.mobilePhoneRequired", PHONE_MAX_LENGTH, (t) =>
        isPhone(t) ? undefined : "validation.phone.invalid",
      ),
    ],
    ["country", requiredText(v.country, "validation.creditEnquiry.countryRequired", NAME_MAX_LENGTH)],
    [
      "companyAddress",
      requiredText(v.companyAddress, "validation.creditEnquiry.companyAddressRequired", ADDRESS_MAX_LENGTH),
    ],
    ["captcha", requiredText(v.captcha, "validation.creditEnquiry.captchaRequired", CAPTCHA_MAX_LENGTH)],
  ]);
