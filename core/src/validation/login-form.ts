// The sign-in form (console /login): an account name or email, the password and the captcha (D279),
// each required and bounded like the other forms' fields, checked in that order.

import { collectIssues, type FieldIssue, requiredText } from "./field-checks.ts";
import { CAPTCHA_PAYLOAD_MAX_LENGTH, EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from "./field-limits.ts";

export interface LoginValues {
  /** An account name or an email address (the provider's `login`). */
  readonly login: string;
  /** Sent as typed, never trimmed. */
  readonly password: string;
  readonly captcha: string;
}

export type LoginField = keyof LoginValues;

export const LOGIN_ORDER = ["login", "password", "captcha"] as const satisfies readonly LoginField[];

export const loginIssues = (v: LoginValues): readonly FieldIssue<LoginField>[] =>
  collectIssues<LoginField>([
    ["login", requiredText(v.login, "validation.login.accountRequired", EMAIL_MAX_LENGTH)],
    ["password", requiredText(v.password, "validation.purchase.passwordRequired", PASSWORD_MAX_LENGTH)],
    ["captcha", requiredText(v.captcha, "validation.purchase.captchaRequired", CAPTCHA_PAYLOAD_MAX_LENGTH)],
  ]);
