// The session's states (spec §4 Session): apart from the reducer (session-machine.ts), because every
// public page reads them at once while the reducer is loaded only with what signs in and out.

import type { Session } from "./session.ts";

export type SessionState =
  | { readonly kind: "logged-out" }
  | { readonly kind: "signed-in"; readonly session: Session }
  | { readonly kind: "confirming-logout"; readonly session: Session }
  | { readonly kind: "logging-out"; readonly session: Session };

export const INITIAL_SESSION_STATE: SessionState = { kind: "logged-out" };

/** Whether the state has a signed-in user (isLogin). */
export const isSignedIn = (state: SessionState): boolean => state.kind !== "logged-out";
