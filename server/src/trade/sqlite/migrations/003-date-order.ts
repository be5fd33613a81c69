// The shipments that count in the search's default order (newest first, ties by data set and
// source id), so that the first page of a broad search walks this index and stops after a page
// instead of sorting every match; and a firm's shipments that count with the same order's columns,
// so that a firm search counts and sorts from the index alone (issue 14 §4).
import type { Migration } from "../../../sql/sqlite-migrate.ts";

export const t003_date_order: Migration = {
  id: "t003-date-order",
  sql: `
CREATE INDEX trade_bills_newest_first ON trade_bills (day DESC, dataset, source) WHERE counted = 1;
DROP INDEX trade_bills_by_importer;
DROP INDEX trade_bills_by_exporter;
CREATE INDEX trade_bills_by_importer ON trade_bills (importer_id, day, dataset, source) WHERE counted = 1;
CREATE INDEX trade_bills_by_exporter ON trade_bills (exporter_id, day, dataset, source) WHERE counted = 1;
`,
};
