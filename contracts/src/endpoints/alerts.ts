// Designed here (issue 16): tracked saved searches, each tracked item's alert cadence, and the
// console's alerts (what each check found new for a tracked company or search) with unread counts.
// Each belongs to the signed-in account alone.
import { Schema } from "effect";
import { defineEndpoint } from "../endpoint.ts";
import { Envelope } from "../envelope.ts";
import { Count, EpochMillis, LongText } from "../primitives.ts";
import { AlertCadenceSchema } from "./collection.ts";

export const TrackedSearch = Schema.Struct({
  id: Count,
  /** The search's one written form: it opens as /shipments/search?{query}. */
  query: Schema.String,
  cadence: AlertCadenceSchema,
  since: EpochMillis,
  address: Schema.String,
}).annotate({ identifier: "TrackedSearch" });
export type TrackedSearch = typeof TrackedSearch.Type;

export const trackedSearches = defineEndpoint({
  name: "trackedSearches",
  method: "GET",
  host: "provider",
  path: "/console/tracking/searches",
  encoding: "none",
  request: {},
  response: Envelope(Schema.Struct({ searches: Schema.Array(TrackedSearch), limit: Count })),
  requiresSession: true,
  summary: "The saved searches the account tracks, newest first",
  tag: "alerts",
  origin: "designed",
});

export const trackSearch = defineEndpoint({
  name: "trackSearch",
  method: "POST",
  host: "provider",
  path: "/console/tracking/searches",
  encoding: "json",
  request: {
    body: Schema.Struct({
      query: LongText,
      /** Instant for a new item when absent; given again, it changes the cadence (absent: unchanged). */
      cadence: Schema.optionalKey(AlertCadenceSchema),
    }),
  },
  response: Envelope(Schema.Struct({ search: TrackedSearch, added: Schema.Boolean })),
  requiresSession: true,
  summary: "Track a search: an alert when an import brings shipments it finds",
  description: "Codes: 10001 a query that is no search (data.messageId); 56001 too many searches tracked.",
  tag: "alerts",
  origin: "designed",
});

export const untrackSearch = defineEndpoint({
  name: "untrackSearch",
  method: "POST",
  host: "provider",
  path: "/console/tracking/searches/untrack",
  encoding: "json",
  request: { body: Schema.Struct({ query: LongText }) },
  response: Envelope(Schema.Struct({ removed: Schema.Boolean })),
  requiresSession: true,
  summary: "Stop tracking a search (answered alike when it was not tracked)",
  tag: "alerts",
  origin: "designed",
});

export const Alert = Schema.Struct({
  id: Count,
  kind: Schema.Literals(["company", "search"]),
  /** A firm's name, or the search's query in its written form. */
  name: Schema.String,
  /** New shipments the check found (exact up to 10,000, then an estimate). */
  shipments: Count,
  exact: Schema.Boolean,
  createdAt: EpochMillis,
  read: Schema.Boolean,
  /** The search screen limited to the new shipments. */
  address: Schema.String,
  /** The tracked company's page or the search. */
  itemAddress: Schema.String,
}).annotate({ identifier: "Alert" });
export type Alert = typeof Alert.Type;

export const alerts = defineEndpoint({
  name: "alerts",
  method: "GET",
  host: "provider",
  path: "/console/alerts",
  encoding: "none",
  request: {},
  response: Envelope(Schema.Struct({ alerts: Schema.Array(Alert), unread: Count })),
  requiresSession: true,
  summary: "The account's latest alerts, newest first, and how many are unread",
  tag: "alerts",
  origin: "designed",
});

export const markAlertsRead = defineEndpoint({
  name: "markAlertsRead",
  method: "POST",
  host: "provider",
  path: "/console/alerts/read",
  encoding: "json",
  request: {
    body: Schema.Struct({
      /** The alerts to mark read; every one of the account's when absent. */
      ids: Schema.optionalKey(Schema.Array(Count).check(Schema.isMaxLength(500))),
    }),
  },
  response: Envelope(Schema.Struct({ unread: Count })),
  requiresSession: true,
  summary: "Mark alerts read",
  tag: "alerts",
  origin: "designed",
});

export const setTrackCadence = defineEndpoint({
  name: "setTrackCadence",
  method: "POST",
  host: "provider",
  path: "/console/tracking/cadence",
  encoding: "json",
  request: { body: Schema.Struct({ id: Count, cadence: AlertCadenceSchema }) },
  response: Envelope(Schema.Struct({ id: Count, cadence: AlertCadenceSchema })),
  requiresSession: true,
  summary: "Choose a tracked item's alerts: instant or a daily digest",
  description: "Codes: 56002 no such tracked item.",
  tag: "alerts",
  origin: "designed",
});
