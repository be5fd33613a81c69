// The provider client the forms call. One per page; the part of the site that owns the session can
// hand in the shared client (with its onExpired) through `setFormsClient`, so 401/402 log out.
import { createProviderClient, type ProviderClient } from "@portolan/adapters";

let client: ProviderClient | undefined;

/** Replaces the client the forms use (call before a form submits; e.g. from the session wiring). */
export const setFormsClient = (shared: ProviderClient): void => {
  client = shared;
};

export const formsClient = (): ProviderClient => {
  client ??= createProviderClient({ baseUrl: "" });
  return client;
};
