// The account's advertising settings (issue 29 item 16; D292): its marketing-mail consent and
// notification preferences, read and saved per account (the alert check reads the alert-mail one).
import type { Api } from "@portolan/contracts";
import type { PreferencesStore } from "../../accounts/accounts/preferences-port.ts";
import type { EndpointHandler, Handlers } from "../../http/handler.ts";
import { success } from "../../http/reply.ts";

const getHandler =
  (preferences: PreferencesStore): EndpointHandler<Api["getAccountPreferences"]> =>
  async (_request, ctx) =>
    success(await preferences.of(ctx.caller?.accountId ?? 0));

const updateHandler =
  (preferences: PreferencesStore): EndpointHandler<Api["updateAccountPreferences"]> =>
  async ({ body }, ctx) => {
    const accountId = ctx.caller?.accountId ?? 0;
    await preferences.save(accountId, body, ctx.now);
    return success(await preferences.of(accountId));
  };

export const preferencesHandlers = (
  preferences: PreferencesStore,
): Pick<Handlers, "getAccountPreferences" | "updateAccountPreferences"> => ({
  getAccountPreferences: getHandler(preferences),
  updateAccountPreferences: updateHandler(preferences),
});
