// Migration 003-forms: form submissions (demo, contact, credit enquiry, debt claim).
import type { Migration } from "../migrate.ts";

export const m003_forms: Migration = {
  id: "003-forms",
  sql: ``,
};
