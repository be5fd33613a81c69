// Migration 018-account-preferences (issue 29 item 16; D292): an account's marketing-mail consent
// and notification preferences. No row means the defaults (marketing off, the rest on).
import type { Migration } from "../../../sql/sqlite-migrate.ts";

export const m018_account_preferences: Migration = {
  id: "018-account-preferences",
  sql: `
CREATE TABLE account_preferences (
  account_id INTEGER PRIMARY KEY REFERENCES accounts (id),
  marketing_mail INTEGER NOT NULL CHECK (marketing_mail IN (0, 1)),
  alert_mail INTEGER NOT NULL CHECK (alert_mail IN (0, 1)),
  expiry_mail INTEGER NOT NULL CHECK (expiry_mail IN (0, 1)),
  console_notices INTEGER NOT NULL CHECK (console_notices IN (0, 1)),
  updated_at INTEGER NOT NULL
) STRICT;
`,
};
