// Designed here (issue 14 §3): keys for the data API, on the account page. A call to the trade
// calls with `Authorization: Bearer <key>` carries the key's account's entitlements, within a rate
// per key (20010 beyond it). The key is shown once, in the answer that creates it.
import { Schema } from "effect";
import { defineEndpoint } from "../endpoint.ts";
import { EmptyEnvelope, Envelope } from "../envelope.ts";
import { Count, EpochMillis, IsoDate } from "../primitives.ts";

export const ApiKeyView = Schema.Struct({
  id: Count,
  name: Schema.String,
  /** The key's first characters ("ptl_ab12…"). */
  hint: Schema.String,
  createdAt: EpochMillis,
  lastUsedAt: Schema.optionalKey(EpochMillis),
  revokedAt: Schema.optionalKey(EpochMillis),
}).annotate({ identifier: "ApiKeyView" });
export type ApiKeyView = typeof ApiKeyView.Type;

/** One key's data calls on one UTC day, and how many were refused (issue 31 item 14, D335). */
export const ApiKeyDayUsage = Schema.Struct({
  keyId: Count,
  day: IsoDate,
  requests: Count,
  refusals: Count,
}).annotate({ identifier: "ApiKeyDayUsage" });
export type ApiKeyDayUsage = typeof ApiKeyDayUsage.Type;

export const apiKeys = defineEndpoint({
  name: "apiKeys",
  method: "GET",
  host: "provider",
  path: "/console/account/api-keys",
  encoding: "none",
  request: {},
  response: Envelope(
    Schema.Struct({
      keys: Schema.Array(ApiKeyView),
      callsPerMinute: Count,
      /** The keys' calls per UTC day over the last `usageDays` days (today included), newest first. */
      usage: Schema.Array(ApiKeyDayUsage),
      usageDays: Count,
    }),
  ),
  requiresSession: true,
  summary: "The account's data API keys, with their calls and refusals per day",
  tag: "account",
  origin: "designed",
});

export const createApiKey = defineEndpoint({
  name: "createApiKey",
  method: "POST",
  host: "provider",
  path: "/console/account/api-keys",
  encoding: "json",
  request: { body: Schema.Struct({ name: Schema.String.check(Schema.isMaxLength(200)) }) },
  response: Envelope(Schema.Struct({ key: Schema.String, view: ApiKeyView })),
  requiresSession: true,
  summary: "Create a data API key (shown once)",
  description:
    "Codes: 10001 a name that is empty or too long (data.messageId); 53001 ten keys in use already.",
  tag: "account",
  origin: "designed",
});

export const revokeApiKey = defineEndpoint({
  name: "revokeApiKey",
  method: "POST",
  host: "provider",
  path: "/console/account/api-keys/revoke",
  encoding: "json",
  request: { body: Schema.Struct({ id: Count }) },
  response: EmptyEnvelope,
  requiresSession: true,
  summary: "Revoke one of the account's data API keys",
  description: "Codes: 53002 no such key in use.",
  tag: "account",
  origin: "designed",
});
