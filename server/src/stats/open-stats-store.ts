// The statistics store's opener: its SQLite file, opened and migrated (the only place it is named). NORMAL durability like the trade store:
// a load cut off by a power cut is loaded again, each file once (the importer is idempotent).
import { type Db, openDatabase } from "../sql/sqlite-database.ts";
import { STATS_MIGRATIONS } from "./migrations/index.ts";

export const openStatsStore = (file: string): Db =>
  openDatabase(file, { migrations: STATS_MIGRATIONS, synchronous: "NORMAL" });
