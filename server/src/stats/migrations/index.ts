// The statistics store's migrations, in order (its own file, stats.sqlite).
import type { Migration } from "../../sql/sqlite-migrate.ts";
import { s001_stats } from "./001-stats.ts";

export const STATS_MIGRATIONS: readonly Migration[] = [s001_stats];
