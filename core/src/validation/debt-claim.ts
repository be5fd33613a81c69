// The International Claim Placement form of the debt-collection page (spec §3 Debt claim, §5).

import { parseDebtValue } from "./debt-value.ts";
import { isEmail } from "./email-pattern.ts";
import { collectIssues, type FieldIssue, optionalText, requiredText } from "./field-checks.ts";
import {
  CAPTCHA_PAYLOAD_MAX_LENGTH,
  DEBT_VALUE_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
} from "./field-limits.ts";
import { checkLastContactDate } from "./last-contact-date.ts";
import { isPhone } from "./phone.ts";

export interface DebtClaimValues {
  readonly creditorCompanyName: string;
  readonly creditorContactName: string;
  readonly creditorEmail: string;
  readonly creditorPhone: string;
  readonly debtorCompanyName: string;
  readonly debtorContactName: string;
  /** The day the creditor last contacted the debtor (yyyy-MM-dd), optional; never in the future. */
  readonly lastContactWithDebtor: string;
  readonly debtValue: string;
  readonly lastContactDetails: string;
  /** The solved captcha challenge's payload (issue 13: the claim mails its creditor, so it needs one). */
  readonly captcha: string;
}

export type DebtClaimField = keyof DebtClaimValues;

/** The form's order (spec §3): creditor, then debtor. */
export const DEBT_CLAIM_ORDER = [
  "creditorCompanyName",
  "creditorContactName",
  "creditorEmail",
  "creditorPhone",
  "debtorCompanyName",
  "debtorContactName",
  "lastContactWithDebtor",
  "debtValue",
  "lastContactDetails",
  "captcha",
] as const satisfies readonly DebtClaimField[];

/** The fields the spec gives a "required" message for; the other two are optional. */
export const DEBT_CLAIM_REQUIRED: readonly DebtClaimField[] = DEBT_CLAIM_ORDER.filter(
  (f) => f !== "creditorCompanyName" && f !== "lastContactWithDebtor",
);

export const emptyDebtClaim: DebtClaimValues = {
  creditorCompanyName: "",
  creditorContactName: "",
  creditorEmail: "",
  creditorPhone: "",
  debtorCompanyName: "",
  debtorContactName: "",
  lastContactWithDebtor: "",
  debtValue: "",
  lastContactDetails: "",
  captcha: "",
};

/** Every failure in form order; `now` (epoch ms) decides which last-contact days are in the future. */
export const validateDebtClaim = (v: DebtClaimValues, now: number): readonly FieldIssue<DebtClaimField>[] =>
  collectIssues<DebtClaimField>([
    ["creditorCompanyName", optionalText(v.creditorCompanyName, NAME_MAX_LENGTH)],
    [
      "creditorContactName",
      requiredText(v.creditorContactName, "validation.debtClaim.creditorNameRequired", NAME_MAX_LENGTH),
    ],
    [
      "creditorEmail",
      requiredText(v.creditorEmail, "validation.debtClaim.creditorEmailRequired", EMAIL_MAX_LENGTH, (t) =>
        isEmail(t) ? undefined : "validation.email.invalid",
      ),
    ],
    [
      "creditorPhone",
      requiredText(v.creditorPhone, "validation.debtClaim.creditorPhoneRequired", PHONE_MAX_LENGTH, (t) =>
        isPhone(t) ? undefined : "validation.phone.invalid",
      ),
    ],
    [
      "debtorCompanyName",
      requiredText(v.debtorCompanyName, "validation.debtClaim.debtorCompanyNameRequired", NAME_MAX_LENGTH),
    ],
    [
      "debtorContactName",
      requiredText(v.debtorContactName, "validation.debtClaim.debtorContactNameRequired", NAME_MAX_LENGTH),
    ],
    ["lastContactWithDebtor", checkLastContactDate(v.lastContactWithDebtor, now)],
    [
      "debtValue",
      requiredText(v.debtValue, "validation.debtClaim.debtValueRequired", DEBT_VALUE_MAX_LENGTH, (t) =>
        parseDebtValue(t) === undefined ? "validation.debtClaim.debtValueInvalid" : undefined,
      ),
    ],
    [
      "lastContactDetails",
      requiredText(
        v.lastContactDetails,
        "validation.debtClaim.lastContactDetailsRequired",
        MESSAGE_MAX_LENGTH,
      ),
    ],
    ["captcha", requiredText(v.captcha, "validation.debtClaim.captchaRequired", CAPTCHA_PAYLOAD_MAX_LENGTH)],
  ]);
