// After a successful login or registration: the session the provider answered goes through core's
// sessionReducer, as an identity answer does (spec §4 Session), and the user goes to the return path.
import type { Locale, Session } from "@portolan/core";
import { runSessionEffects } from "@portolan/kit/data/data-client.ts";
import { sendSessionEvent } from "@portolan/kit/stores/session-events.ts";
import type { AfterSignIn } from "./login-form.ts";

/**
 * Decision: a console target changes in place (wouter's navigate, then the session, so the shell
 * renders the target once, signed in); another path of this origin is a full load, which reads the
 * session anew with its own identity call, so nothing is stored here (storing it first would let the
 * shell move /login to /dashboard while the new document loads).
 */
export const enterConsole = (
  session: Session,
  locale: Locale,
  target: AfterSignIn,
  navigate: (path: string) => void,
): void => {
  if (!target.inPlace) {
    location.assign(target.path);
    return;
  }
  navigate(target.path);
  void runSessionEffects(sendSessionEvent({ type: "identity-answered", code: 200, data: session }), locale);
};
