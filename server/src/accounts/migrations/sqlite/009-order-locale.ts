// Migration 009-order-locale: the language the buyer used when ordering (issue 13), so every mail
// about the order (confirmation, receipt, also after an operator's step) is in that language.
import type { Migration } from "../../../sql/sqlite-migrate.ts";

export const m009_order_locale: Migration = {
  id: "009-order-locale",
  sql: `
ALTER TABLE orders ADD COLUMN locale TEXT NOT NULL DEFAULT 'en' CHECK (locale IN ('zh', 'en', 'ru'));
`,
};
