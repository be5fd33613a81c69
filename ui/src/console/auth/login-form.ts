// The sign-in form of /login: its fields, their order and their checks (core's field checks and
// validation messages), and where a successful sign-in goes (core's safeReturnPath of `redirect`).
import {
  CAPTCHA_MAX_LENGTH,
  collectIssues,
  EMAIL_MAX_LENGTH,
  type FieldIssue,
  matchConsoleRoute,
  PASSWORD_MAX_LENGTH,
  RETURN_TO_KEY,
  requiredText,
  safeReturnPath,
} from "@portolan/core";
import { createFormStore } from "../../forms/form-store.ts";

export interface LoginValues {
  /** An account name or an email address (the provider's `login`). */
  readonly login: string;
  /** Sent as typed, never trimmed. */
  readonly password: string;
  readonly captcha: string;
}

export type LoginField = keyof LoginValues;

export const LOGIN_ORDER = ["login", "password", "captcha"] as const satisfies readonly LoginField[];

export const emptyLogin: LoginValues = { login: "", password: "", captcha: "" };

/** Every failure in form order: each field is required and bounded like the public forms' fields. */
export const loginIssues = (v: LoginValues): readonly FieldIssue<LoginField>[] =>
  collectIssues<LoginField>([
    ["login", requiredText(v.login, "validation.login.accountRequired", EMAIL_MAX_LENGTH)],
    ["password", requiredText(v.password, "validation.purchase.passwordRequired", PASSWORD_MAX_LENGTH)],
    ["captcha", requiredText(v.captcha, "validation.purchase.captchaRequired", CAPTCHA_MAX_LENGTH)],
  ]);

export const loginForm = createFormStore(emptyLogin);

export interface AfterSignIn {
  readonly path: string;
  /** A console page changes in place; any other path of this origin is a full load. */
  readonly inPlace: boolean;
}

/** Where signing in leads, from the page's query. */
export const afterSignIn = (query: URLSearchParams): AfterSignIn => {
  const path = safeReturnPath(query.get(RETURN_TO_KEY));
  return { path, inPlace: matchConsoleRoute(path) !== undefined };
};

/** The register page's address, carrying the same return path. */
export const withReturnPath = (path: string, query: URLSearchParams): string => {
  const back = query.get(RETURN_TO_KEY);
  return back === null ? path : `${path}?${RETURN_TO_KEY}=${encodeURIComponent(back)}`;
};
