// Migration 010: the demo shipments and companies move to the trade store (trade.sqlite, issue 14),
// loaded through the importer; their first home here and its full-text index go.
import type { Migration } from "../../../sql/sqlite-migrate.ts";

export const m010_trade_store_apart: Migration = {
  id: "010-trade-store-apart",
  sql: `
DROP TABLE shipment_search;
DROP TABLE shipments;
DROP TABLE companies;
`,
};
