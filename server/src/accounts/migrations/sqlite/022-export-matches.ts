// Migration 022-export-matches: an export keeps what its search or list found when it started, so
// that the list says "1,000 of 2,280" when the file is cut at the row limit (issue 31 item 2, D321).
// Exports made before it have none (NULL): the list then says only the rows written.
import type { Migration } from "../../../sql/sqlite-migrate.ts";

export const m022_export_matches: Migration = {
  id: "022-export-matches",
  sql: "ALTER TABLE export_jobs ADD COLUMN matches INTEGER;",
};
