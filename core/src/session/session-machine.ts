// The session's states and transitions (spec §4 Session, Logout, Session expired) as one pure reducer:
// each transition returns the next state and the effects it asks the adapters to carry out, as data.

import { IDENTITY_SUCCESS_CODES, isSuccessCode } from "../errors/error-codes.ts";
import { homePathOf, type Locale } from "../locale/locale.ts";
import type { TsPermissions } from "../permissions/permission-tree.ts";
import type { Session } from "./session.ts";
import type { SessionMessageId } from "./session-messages.ts";
import { INITIAL_SESSION_STATE, type SessionState } from "./session-state.ts";

export type SessionEvent =
  /** The identity call answered: its body code and data (the session when signed in). */
  | { readonly type: "identity-answered"; readonly code: number; readonly data: Session | undefined }
  | { readonly type: "identity-failed"; readonly error: unknown }
  | { readonly type: "logout-requested" }
  | { readonly type: "logout-cancelled" }
  | { readonly type: "logout-confirmed" }
  | { readonly type: "logout-succeeded"; readonly locale: Locale }
  | { readonly type: "logout-failed"; readonly locale: Locale; readonly error: unknown }
  /** Any call answered with body code 401 or 402. */
  | { readonly type: "session-expired"; readonly locale: Locale };

export type SessionEffect =
  | { readonly type: "store-session"; readonly session: Session }
  | { readonly type: "set-login"; readonly isLogin: boolean }
  | { readonly type: "store-ts-permissions"; readonly ts: TsPermissions }
  | { readonly type: "clear-session" }
  | { readonly type: "remove-token-cookie" }
  | { readonly type: "navigate"; readonly path: string }
  | { readonly type: "log-error"; readonly context: "identity" | "logout"; readonly error: unknown }
  | { readonly type: "confirm-logout"; readonly messageId: SessionMessageId }
  | { readonly type: "call-logout" };

export interface Transition {
  readonly state: SessionState;
  readonly effects: readonly SessionEffect[];
}

const LOGGED_OUT: SessionState = INITIAL_SESSION_STATE;
const stay = (state: SessionState): Transition => ({ state, effects: [] });
const clear: readonly SessionEffect[] = [{ type: "clear-session" }, { type: "set-login", isLogin: false }];

/** Logged out, token gone, at the home of the current language (zh goes to /cn). */
const leave = (locale: Locale): readonly SessionEffect[] => [
  ...clear,
  { type: "remove-token-cookie" },
  { type: "navigate", path: homePathOf(locale) },
];

/**
 * Decisions: identity signs in only on code 1 or 200 with a session in data; any other answer,
 * including 401/402, silently clears the session (a guest's page must not be redirected). A logout
 * that fails is logged and the user still ends logged out. Identity answers that arrive while a logout
 * is under way, and logout answers that arrive when none is, are ignored.
 */
export const sessionReducer = (state: SessionState, event: SessionEvent): Transition => {
  switch (event.type) {
    case "identity-answered": {
      if (state.kind === "logging-out") return stay(state);
      const session = isSuccessCode(event.code, IDENTITY_SUCCESS_CODES) ? event.data : undefined;
      if (session === undefined) return { state: LOGGED_OUT, effects: clear };
      return {
        state: { kind: "signed-in", session },
        effects: [
          { type: "store-session", session },
          { type: "set-login", isLogin: true },
          { type: "store-ts-permissions", ts: session.permissions.TS ?? {} },
        ],
      };
    }
    case "identity-failed":
      if (state.kind === "logging-out") return stay(state);
      return {
        state: LOGGED_OUT,
        effects: [{ type: "log-error", context: "identity", error: event.error }, ...clear],
      };
    case "logout-requested":
      if (state.kind !== "signed-in") return stay(state);
      return {
        state: { kind: "confirming-logout", session: state.session },
        effects: [{ type: "confirm-logout", messageId: "session.logout.confirm" }],
      };
    case "logout-cancelled":
      return state.kind === "confirming-logout"
        ? stay({ kind: "signed-in", session: state.session })
        : stay(state);
    case "logout-confirmed":
      if (state.kind !== "confirming-logout") return stay(state);
      return { state: { kind: "logging-out", session: state.session }, effects: [{ type: "call-logout" }] };
    case "logout-succeeded":
      return state.kind === "logging-out" ? { state: LOGGED_OUT, effects: leave(event.locale) } : stay(state);
    case "logout-failed":
      if (state.kind !== "logging-out") return stay(state);
      return {
        state: LOGGED_OUT,
        effects: [{ type: "log-error", context: "logout", error: event.error }, ...leave(event.locale)],
      };
    case "session-expired":
      return { state: LOGGED_OUT, effects: leave(event.locale) };
  }
};
