// The console's utilities list (spec §2.6 AI tools, §7 Utility tools list), served by a separate
// host. The spec names the query but not the path: "/api/public/utilities" is decided here.
import { Schema } from "effect";
import { defineEndpoint } from "../endpoint.ts";
import { Envelope } from "../envelope.ts";
import { Count } from "../primitives.ts";

/** Spec §7, §9: id 265, page 1, limit 10, desc false in the console nav. */
export const UtilitiesQuery = Schema.Struct({
  id: Schema.Int,
  page: Count,
  limit: Count,
  desc: Schema.Boolean,
});

/** One row: a tool's name and the URL it opens in a new tab. */
export const UtilityRow = Schema.Struct({
  name: Schema.String,
  info: Schema.Struct({ url: Schema.String }),
}).annotate({ identifier: "UtilityRow" });
export type UtilityRow = typeof UtilityRow.Type;

/** Code 0 with data.rows; the client skips the first row (spec §7). `total` is designed here. */
export const UtilitiesPage = Schema.Struct({
  rows: Schema.Array(UtilityRow),
  total: Schema.optionalKey(Count),
});

export const utilitiesList = defineEndpoint({
  name: "utilitiesList",
  method: "GET",
  host: "utilities",
  path: "/api/public/utilities",
  encoding: "query",
  request: { query: UtilitiesQuery },
  response: Envelope(UtilitiesPage),
  requiresSession: false,
  summary: "The list of utility tools",
  description: "On the utilities host. Code 0 = success; the first row is a header the client skips.",
  tag: "utilities",
  origin: "spec",
});
