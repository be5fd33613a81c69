// The two forms of a forgotten password (issue 13): asking for a link (email and the captcha),
// and setting the new password (the purchase form's password rule, typed twice).

import { isEmail } from "./email-pattern.ts";
import { collectIssues, type FieldIssue, requiredText } from "./field-checks.ts";
import { CAPTCHA_PAYLOAD_MAX_LENGTH, EMAIL_MAX_LENGTH } from "./field-limits.ts";
import { checkPassword } from "./purchase-form.ts";

export interface ForgotPasswordValues {
  readonly email: string;
  readonly captcha: string;
}
export type ForgotPasswordField = keyof ForgotPasswordValues;
export const FORGOT_PASSWORD_ORDER = ["email", "captcha"] as const satisfies readonly ForgotPasswordField[];
export const emptyForgot: ForgotPasswordValues = { email: "", captcha: "" };

export const validateForgotPassword = (v: ForgotPasswordValues): readonly FieldIssue<ForgotPasswordField>[] =>
  collectIssues<ForgotPasswordField>([
    [
      "email",
      requiredText(v.email, "validation.reset.emailRequired", EMAIL_MAX_LENGTH, (t) =>
        isEmail(t) ? undefined : "validation.email.invalid",
      ),
    ],
    ["captcha", requiredText(v.captcha, "validation.contact.captchaRequired", CAPTCHA_PAYLOAD_MAX_LENGTH)],
  ]);

export interface NewPasswordValues {
  readonly password: string;
  readonly confirm: string;
}
export type NewPasswordField = keyof NewPasswordValues;
export const NEW_PASSWORD_ORDER = ["password", "confirm"] as const satisfies readonly NewPasswordField[];
export const emptyNewPassword: NewPasswordValues = { password: "", confirm: "" };

export const validateNewPassword = (v: NewPasswordValues): readonly FieldIssue<NewPasswordField>[] =>
  collectIssues<NewPasswordField>([
    ["password", checkPassword(v.password)],
    ["confirm", v.confirm === v.password ? undefined : { message: "validation.reset.mismatch" }],
  ]);
