// Migration 023-api-key-usage (issue 31 item 14; D335): each data API key's calls per UTC day, and
// how many of them were refused, for the open platform page. One row per key and day, counted up.
import type { Migration } from "../../../sql/sqlite-migrate.ts";

export const m023_api_key_usage: Migration = {
  id: "023-api-key-usage",
  sql: `
CREATE TABLE api_key_usage (
  key_id INTEGER NOT NULL REFERENCES api_keys (id),
  day TEXT NOT NULL,
  requests INTEGER NOT NULL,
  refusals INTEGER NOT NULL,
  PRIMARY KEY (key_id, day)
) STRICT, WITHOUT ROWID;
`,
};
