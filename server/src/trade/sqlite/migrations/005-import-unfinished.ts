// A mark that a load recorded releases but has not yet made its firms and totals (issue 14 §5: an
// import killed after its last release and restarted must still finish them).
import type { Migration } from "../../../sql/sqlite-migrate.ts";

export const t005_import_unfinished: Migration = {
  id: "t005-import-unfinished",
  sql: "CREATE TABLE trade_import_unfinished (id INTEGER PRIMARY KEY CHECK (id = 1)) STRICT;",
};
