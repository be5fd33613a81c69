// The accounts migrations, one list for both engines: each has its SQLite and its PostgreSQL SQL.
// 001–024 predate PostgreSQL: SQLite applies them one by one; PostgreSQL's baseline (the schema
// after 024) is applied at 024, the others record themselves as done. Add new ones at the end,
// with both texts, never renaming a released id.

import { RECENT_SEARCH_ORDER } from "./025-recent-search-order.ts";
import { m029_scheduled_runs } from "./029-scheduled-runs.ts";
import type { AccountMigration } from "./account-migration.ts";
import { POSTGRES_BASELINE } from "./postgres-baseline.ts";
import { MIGRATIONS as SQLITE_HISTORY } from "./sqlite/index.ts";

export type { AccountMigration };

const BASELINE_AT = "024-drop-ports";

export const ACCOUNT_MIGRATIONS: readonly AccountMigration[] = [
  ...SQLITE_HISTORY.map((m) => ({
    id: m.id,
    sqlite: m.sql,
    postgres: m.id === BASELINE_AT ? POSTGRES_BASELINE : "",
  })),
  RECENT_SEARCH_ORDER,
  m029_scheduled_runs,
];
