// Designed here (issue 29 item 16; D292): the account menu's "Advertising settings"
// (/account/advertising) — the account's marketing-mail consent and its notification preferences,
// stored by the provider per account.
import { Schema } from "effect";
import { defineEndpoint } from "../endpoint.ts";
import { Envelope } from "../envelope.ts";

export const AccountPreferences = Schema.Struct({
  /** News and offers by mail: off until the account says yes. */
  marketingMail: Schema.Boolean,
  /** The mails of tracked companies' and searches' alerts (the alerts stay in the console). */
  alertMail: Schema.Boolean,
  /** The warning mailed before a package ends (D288). */
  expiryMail: Schema.Boolean,
  /** The console header's count of unread alerts. */
  consoleNotices: Schema.Boolean,
}).annotate({ identifier: "AccountPreferences" });
export type AccountPreferences = typeof AccountPreferences.Type;

const account = { host: "provider", requiresSession: true, tag: "account", origin: "designed" } as const;

export const getAccountPreferences = defineEndpoint({
  ...account,
  name: "getAccountPreferences",
  method: "GET",
  path: "/console/account/preferences",
  encoding: "none",
  request: {},
  response: Envelope(AccountPreferences),
  summary: "Read the account's mail and notification preferences",
  description: "Designed here. An account that never saved them has the defaults.",
});

export const updateAccountPreferences = defineEndpoint({
  ...account,
  name: "updateAccountPreferences",
  method: "POST",
  path: "/console/account/preferences",
  encoding: "json",
  request: { body: AccountPreferences },
  response: Envelope(AccountPreferences),
  summary: "Save the account's mail and notification preferences",
  description: "Designed here. Answers with the preferences as stored.",
});
