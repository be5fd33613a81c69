// The provider client of the navigation: the utilities list on its configured host (spec §7 "a
// separate host") and the OEM redirect call. A 401/402 ends the session as everywhere (spec §8).
import { createProviderClient, type ProviderClient } from "@portolan/adapters";
import { runSessionEffects } from "../../components/chrome/session-effects.ts";
import { $locale } from "../../stores/locale.ts";
import { sendSessionEvent } from "../../stores/session-events.ts";
import { consoleConfig } from "../console-config.ts";

let client: ProviderClient | undefined;

export const navClient = (): ProviderClient => {
  client ??= createProviderClient({
    baseUrl: "",
    utilitiesBase: consoleConfig().utilitiesBase,
    onExpired: () => {
      const locale = $locale.get();
      runSessionEffects(sendSessionEvent({ type: "session-expired", locale }), locale);
    },
  });
  return client;
};
