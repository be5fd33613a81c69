// Trade statistics (issue 16, decision D240): in their own file (stats.sqlite), apart from the
// accounts and from the trade engine (which may be ClickHouse), since they are another kind of
// data: monthly sums published by UN Comtrade and China customs, not shipments. One row per
// source's most detailed figure; every coarser figure is summed at query time, so no total can
// disagree with its parts.
import type { Migration } from "../../sql/sqlite-migrate.ts";

export const s001_stats: Migration = {
  id: "s001-stats",
  sql: `
CREATE TABLE stats_files (
  id INTEGER PRIMARY KEY,
  source TEXT NOT NULL,
  name TEXT NOT NULL,
  sha256 TEXT NOT NULL UNIQUE,
  rows_loaded INTEGER NOT NULL,
  loaded_at INTEGER NOT NULL
);
CREATE TABLE stats_rows (
  source TEXT NOT NULL,
  reporter TEXT NOT NULL,
  flow TEXT NOT NULL,
  partner TEXT NOT NULL,
  hs TEXT NOT NULL,
  period INTEGER NOT NULL,
  trade_mode TEXT NOT NULL,
  province TEXT NOT NULL,
  value_usd REAL NOT NULL,
  value_cny REAL,
  net_weight REAL,
  qty REAL,
  qty_unit TEXT,
  qty2 REAL,
  qty2_unit TEXT,
  file_id INTEGER NOT NULL REFERENCES stats_files (id),
  PRIMARY KEY (source, flow, period, reporter, partner, hs, trade_mode, province)
) WITHOUT ROWID;
CREATE INDEX stats_rows_by_partner ON stats_rows (source, flow, partner, period);
`,
};
