// Carries out the effects core's sessionReducer asks for (spec §4 Session, Logout, Session expired),
// and the identity call that starts a visit. The state itself lives in $session; what is left here
// is I/O: the provider calls, the token cookie, navigation, logging. Loaded after hydration at idle
// (identity) or with the sign-out dialog, never with the page: it brings the contracts.
import { createProviderClient, documentCookies } from "@portolan/adapters";
import { SESSION_COOKIE } from "@portolan/contracts";
import type { Locale, Session, SessionEffect, SessionEvent } from "@portolan/core";
import { navigate } from "wouter/use-browser-location";
import { sendSessionEvent } from "../../stores/session-events.ts";

const client = createProviderClient({ baseUrl: "" });

/** How the effects navigate: in the site's router by default; the console sets its own. */
let go: (path: string) => void = (path) => navigate(path);

export const setSessionNavigator = (navigator: (path: string) => void): void => {
  go = navigator;
};

export const runSessionEffects = (effects: readonly SessionEffect[], locale: Locale): void => {
  for (const effect of effects) {
    switch (effect.type) {
      case "remove-token-cookie":
        documentCookies().remove(SESSION_COOKIE);
        break;
      case "navigate":
        go(effect.path);
        break;
      case "log-error":
        console.warn(`Portolan: the ${effect.context} call failed`, effect.error);
        break;
      case "call-logout":
        void client.call("logout", {}).then((result) => {
          const event: SessionEvent = result.ok
            ? { type: "logout-succeeded", locale }
            : { type: "logout-failed", locale, error: result.outcome };
          runSessionEffects(sendSessionEvent(event), locale);
        });
        break;
      default:
        // store-session, set-login, store-ts-permissions, clear-session: the state is $session.
        // confirm-logout: the dialog opens from $session.
        break;
    }
  }
};

/**
 * The identity call of spec §4 Session. Decision: the provider client reports a success without its
 * code, so a successful answer is fed to the reducer as code 200; a refusal keeps its code (401/402
 * and others clear the session silently); a network or HTTP failure is an identity failure (logged),
 * and so is a call that throws: the visit goes on as a visitor's, never stopped by the identity call.
 */
export const loadIdentity = async (locale: Locale): Promise<void> => {
  let result: Awaited<ReturnType<typeof client.call<"identity">>>;
  try {
    result = await client.call("identity", {});
  } catch (error) {
    // The call could not even be made (its contracts chunk failed to load): a visitor, logged.
    runSessionEffects(sendSessionEvent({ type: "identity-failed", error }), locale);
    return;
  }
  const event: SessionEvent = result.ok
    ? { type: "identity-answered", code: 200, data: result.data as Session }
    : result.outcome.kind === "expired" || result.outcome.kind === "rejected"
      ? { type: "identity-answered", code: result.outcome.code, data: undefined }
      : { type: "identity-failed", error: result.outcome };
  runSessionEffects(sendSessionEvent(event), locale);
};
