// The sign-in form of /login: core's loginIssues and field order, the form's store, and where a
// successful sign-in goes (core's safeReturnPath of `redirect`).
import {
  LOGIN_ORDER,
  type LoginField,
  type LoginValues,
  loginIssues,
  matchConsoleRoute,
  RETURN_TO_KEY,
  safeReturnPath,
} from "@portolan/core";
import { createFormStore } from "@portolan/kit/forms/form-store.ts";

export { LOGIN_ORDER, type LoginField, type LoginValues, loginIssues };

export const emptyLogin: LoginValues = { login: "", password: "", captcha: "" };

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
