// Migration 001-accounts: accounts, sessions and services (packages owned).
import type { Migration } from "../migrate.ts";

export const m001_accounts: Migration = {
  id: "001-accounts",
  sql: ``,
};
