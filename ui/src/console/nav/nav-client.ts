// The provider client of the navigation: the utilities list on its configured host (spec §7 "a
// separate host") and the OEM redirect call. A 401/402 ends the session as everywhere (spec §8).
import type { ProviderClient } from "@portolan/adapters";
import { createSessionClient } from "../../forms/forms-client.ts";
import { consoleConfig } from "../console-config.ts";

let client: ProviderClient | undefined;

export const navClient = (): ProviderClient => {
  client ??= createSessionClient(consoleConfig().utilitiesBase);
  return client;
};
