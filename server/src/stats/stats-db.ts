// The statistics store's SQLite file, opened and migrated. NORMAL durability like the trade store:
// a load cut off by a power cut is loaded again, each file once (the importer is idempotent).
import { type Db, openDatabase } from "../storage/sqlite/database.ts";
import { STATS_MIGRATIONS } from "./migrations/index.ts";

export const openStatsDb = (file: string): Db =>
  openDatabase(file, { migrations: STATS_MIGRATIONS, synchronous: "NORMAL" });
