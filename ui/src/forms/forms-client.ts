// The provider client the forms call. A 401/402 from any form's call ends the session the way
// spec §4 "Session expired" says: the reducer's effects remove the cookie and go to the language home.
import { createProviderClient, type ProviderClient } from "@portolan/adapters";
import { runSessionEffects } from "../components/chrome/session-effects.ts";
import { $locale } from "../stores/locale.ts";
import { sendSessionEvent } from "../stores/session-events.ts";

let client: ProviderClient | undefined;

/** Replaces the client the forms use (tests, or a page that shares its own). */
export const setFormsClient = (shared: ProviderClient): void => {
  client = shared;
};

const endSession = (): void => {
  const locale = $locale.get();
  runSessionEffects(sendSessionEvent({ type: "session-expired", locale }), locale);
};

/** A provider client whose 401/402 ends the session; `utilitiesBase` is the utilities list's host. */
export const createSessionClient = (utilitiesBase?: string): ProviderClient =>
  createProviderClient({
    baseUrl: "",
    ...(utilitiesBase === undefined ? {} : { utilitiesBase }),
    onExpired: endSession,
  });

export const formsClient = (): ProviderClient => {
  client ??= createSessionClient();
  return client;
};
