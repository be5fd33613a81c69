// The document's one provider client and the session it carries. The client is adapters' typed
// client over the contracts (method, path, encoding, envelope, the §8 codes); a 401 or 402 from any
// call ends the session the way spec §4 "Session expired" says. The effects core's sessionReducer
// asks for (spec §4 Session, Logout, Session expired) are carried out here too, with the identity
// call that starts a visit: the state lives in $session; what is left is I/O (the provider calls,
// the token cookie, navigation, logging). Client and session are one module because each needs the
// other: an expiry runs the session's effects, and a logout is a call.
// Screens read through the query layer (queries.ts); a command calls `dataClient()` itself.
import {
  type CallResult,
  createProviderClient,
  documentCookies,
  type ProviderClient,
} from "@portolan/adapters";
import { SESSION_COOKIE } from "@portolan/contracts";
import type { Locale, Session, SessionEffect, SessionEvent } from "@portolan/core";
import { navigate } from "wouter/use-browser-location";
import { $locale } from "../stores/locale.ts";
import { sendSessionEvent } from "../stores/session-events.ts";

let client: ProviderClient | undefined;
/** The utilities list's separate host (spec §7), when the document was told one. */
let utilitiesBase: string | undefined;

const endSession = (): void => {
  const locale = $locale.get();
  void runSessionEffects(sendSessionEvent({ type: "session-expired", locale }), locale);
};

/** Names the utilities list's host; the console does this once at start, before any call. */
export const configureDataClient = (options: { readonly utilitiesBase?: string }): void => {
  utilitiesBase = options.utilitiesBase;
  client = undefined;
};

/** Replaces the client (tests: an in-memory provider). */
export const setDataClient = (shared: ProviderClient): void => {
  client = shared;
};

export const dataClient = (): ProviderClient => {
  client ??= createProviderClient({
    baseUrl: "",
    ...(utilitiesBase === undefined ? {} : { utilitiesBase }),
    onExpired: endSession,
  });
  return client;
};

/** How the effects navigate: in the site's router by default; the console sets its own. */
let go: (path: string) => void = (path) => navigate(path);

export const setSessionNavigator = (navigator: (path: string) => void): void => {
  go = navigator;
};

const runEffect = async (effect: SessionEffect, locale: Locale): Promise<void> => {
  switch (effect.type) {
    case "remove-token-cookie":
      // A constant, imported by name: the bundle takes that one module of the contracts (D226).
      documentCookies().remove(SESSION_COOKIE);
      break;
    case "navigate":
      go(effect.path);
      break;
    case "log-error":
      console.warn(`Portolan: the ${effect.context} call failed`, effect.error);
      break;
    case "call-logout":
      void dataClient()
        .call("logout", {})
        .then((result) => {
          const event: SessionEvent = result.ok
            ? { type: "logout-succeeded", locale }
            : { type: "logout-failed", locale, error: result.outcome };
          return runSessionEffects(sendSessionEvent(event), locale);
        });
      break;
    default:
      // store-session, set-login, store-ts-permissions, clear-session: the state is $session.
      // confirm-logout: the dialog opens from $session.
      break;
  }
};

/** Carries out the effects in their order (the cookie is gone before the navigation starts). */
export const runSessionEffects = (effects: readonly SessionEffect[], locale: Locale): Promise<void> =>
  effects.reduce<Promise<void>>(
    (done, effect) => done.then(() => runEffect(effect, locale)),
    Promise.resolve(),
  );

/**
 * The identity call of spec §4 Session. Decision: the provider client reports a success without its
 * code, so a successful answer is fed to the reducer as code 200; a refusal keeps its code (401/402
 * and others clear the session silently); a network or HTTP failure is an identity failure (logged),
 * and so is a call that throws: the visit goes on as a visitor's, never stopped by the identity call.
 */
export const loadIdentity = async (locale: Locale): Promise<void> => {
  let result: CallResult<unknown>;
  try {
    // The identity reads a 401/402 as "a visitor" (the reducer clears the session silently), not as
    // an expiry that sends the visitor home.
    result = await dataClient().call("identity", {}, { ownsExpiry: true });
  } catch (error) {
    // The call could not even be made (its contracts chunk failed to load): a visitor, logged.
    await runSessionEffects(sendSessionEvent({ type: "identity-failed", error }), locale);
    return;
  }
  const event: SessionEvent = result.ok
    ? { type: "identity-answered", code: 200, data: result.data as Session }
    : result.outcome.kind === "expired" || result.outcome.kind === "rejected"
      ? { type: "identity-answered", code: result.outcome.code, data: undefined }
      : { type: "identity-failed", error: result.outcome };
  await runSessionEffects(sendSessionEvent(event), locale);
};
