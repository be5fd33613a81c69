// Recent searches get their own order of recording (`seq`), which SQLite's rowid gave before and
// PostgreSQL has no counterpart of: of two searches in one millisecond the later stays on top.
import type { AccountMigration } from "./account-migration.ts";

export const RECENT_SEARCH_ORDER: AccountMigration = {
  id: "025-recent-search-order",
  sqlite: `
ALTER TABLE recent_searches ADD COLUMN seq INTEGER NOT NULL DEFAULT 0;
UPDATE recent_searches SET seq = rowid;
`,
  postgres: `
ALTER TABLE recent_searches ADD COLUMN seq BIGINT NOT NULL DEFAULT 0;
`,
};
