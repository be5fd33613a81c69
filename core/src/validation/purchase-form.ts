// The package purchase form (spec §3 Purchase form, §5 Purchase).
import { isStrictEmail } from "./email-pattern.ts";
import { collectIssues, type FieldCheck, type FieldIssue, requiredText, textLength } from "./field-checks.ts";
import {
  CAPTCHA_PAYLOAD_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "./field-limits.ts";

export interface PurchaseFormValues {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly password: string;
  readonly termsAgreed: boolean;
  /** The solved captcha challenge's payload (D279). */
  readonly captcha: string;
}

export type PurchaseFormField = keyof PurchaseFormValues;

export const PURCHASE_FORM_ORDER = [
  "firstName",
  "lastName",
  "email",
  "password",
  "termsAgreed",
  "captcha",
] as const satisfies readonly PurchaseFormField[];

export const emptyPurchaseForm: PurchaseFormValues = {
  firstName: "",
  lastName: "",
  email: "",
  password: "",
  termsAgreed: false,
  captcha: "",
};

/** Captcha words are compared trimmed and case-insensitively (decision: validation/captcha). */
export const captchaMatches = (entered: string, expected: string): boolean =>
  entered.trim().toLowerCase() === expected.trim().toLowerCase();

/** Taken as typed (never trimmed): at least 6 and at most 128 code points (every new password). */
export const checkPassword = (password: string): FieldCheck => {
  const length = textLength(password);
  if (length === 0) return { message: "validation.purchase.passwordRequired" };
  if (length < PASSWORD_MIN_LENGTH) return { message: "validation.purchase.passwordTooShort" };
  return length > PASSWORD_MAX_LENGTH
    ? { message: "validation.field.tooLong", max: PASSWORD_MAX_LENGTH }
    : undefined;
};

/**
 * Every failure in form order. `expectedCaptcha` is the answer the server holds for the image shown;
 * without it only the captcha's presence is checked (the browser does not know the answer).
 */
export const validatePurchaseForm = (
  v: PurchaseFormValues,
  expectedCaptcha?: string,
): readonly FieldIssue<PurchaseFormField>[] =>
  collectIssues<PurchaseFormField>([
    ["firstName", requiredText(v.firstName, "validation.purchase.firstNameRequired", NAME_MAX_LENGTH)],
    ["lastName", requiredText(v.lastName, "validation.purchase.lastNameRequired", NAME_MAX_LENGTH)],
    [
      "email",
      requiredText(v.email, "validation.purchase.emailRequired", EMAIL_MAX_LENGTH, (t) =>
        isStrictEmail(t) ? undefined : "validation.email.invalid",
      ),
    ],
    ["password", checkPassword(v.password)],
    ["termsAgreed", v.termsAgreed ? undefined : { message: "validation.purchase.termsRequired" }],
    [
      "captcha",
      requiredText(v.captcha, "validation.purchase.captchaRequired", CAPTCHA_PAYLOAD_MAX_LENGTH, (t) =>
        expectedCaptcha === undefined || captchaMatches(t, expectedCaptcha)
          ? undefined
          : "validation.purchase.captchaIncorrect",
      ),
    ],
  ]);
