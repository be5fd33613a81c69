// Migration 005-reference: data sets, shipments (statistics source) and the utilities list.
import type { Migration } from "../migrate.ts";

export const m005_reference: Migration = {
  id: "005-reference",
  sql: ``,
};
