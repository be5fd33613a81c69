// The signed-in state (spec §4 Session, Logout, Session expired), moved by core's sessionReducer
// through `sendSessionEvent` (session-events.ts, loaded with the code that signs in and out).
import { INITIAL_SESSION_STATE, isSignedIn, type SessionState } from "@portolan/core";
import { atom, computed } from "nanostores";

export const $session = atom<SessionState>(INITIAL_SESSION_STATE);

/** isLogin of the client state. */
export const $isLogin = computed($session, isSignedIn);
