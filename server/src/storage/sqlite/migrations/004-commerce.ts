// Migration 004-commerce: packages on offer, orders, payments and idempotency keys.
import type { Migration } from "../migrate.ts";

export const m004_commerce: Migration = {
  id: "004-commerce",
  sql: ``,
};
