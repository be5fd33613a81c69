// The account's advertising settings (issue 29 item 16; D292): its marketing-mail consent and
// notification preferences, read and saved per account (the alert check reads the alert-mail one).
import type { Api } from "@portolan/contracts";
import type { EndpointHandler, Handlers } from "../../http/handler.ts";
import { success } from "../../http/reply.ts";
import { preferencesOf, savePreferences } from "../../storage/sqlite/account-preferences.ts";
import type { Db } from "../../storage/sqlite/database.ts";

const getHandler =
  (db: Db): EndpointHandler<Api["getAccountPreferences"]> =>
  async (_request, ctx) =>
    success(preferencesOf(db, ctx.caller?.accountId ?? 0));

const updateHandler =
  (db: Db): EndpointHandler<Api["updateAccountPreferences"]> =>
  async ({ body }, ctx) => {
    const accountId = ctx.caller?.accountId ?? 0;
    savePreferences(db, accountId, body, ctx.now);
    return success(preferencesOf(db, accountId));
  };

export const preferencesHandlers = (
  db: Db,
): Pick<Handlers, "getAccountPreferences" | "updateAccountPreferences"> => ({
  getAccountPreferences: getHandler(db),
  updateAccountPreferences: updateHandler(db),
});
