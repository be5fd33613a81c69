// An account's preferences over the SQL port (migration 018): one row per account that saved any.
import type { SqlClient, SqlRow } from "../../sql/sql-client.ts";
import { DEFAULT_PREFERENCES, type PreferencesStore } from "./preferences-port.ts";

const on = (v: unknown) => Number(v) === 1;
const bit = (b: boolean) => (b ? 1 : 0);

export const sqlPreferences = (sql: SqlClient): PreferencesStore => ({
  of: async (accountId) => {
    const row = await sql.get<SqlRow>(
      "SELECT marketing_mail, alert_mail, expiry_mail, console_notices FROM account_preferences WHERE account_id = ?",
      [accountId],
    );
    if (row === undefined) return DEFAULT_PREFERENCES;
    return {
      marketingMail: on(row.marketing_mail),
      alertMail: on(row.alert_mail),
      expiryMail: on(row.expiry_mail),
      consoleNotices: on(row.console_notices),
    };
  },
  // One statement, so two saves at once leave one of them whole, never a mix.
  save: async (accountId, p, now) => {
    await sql.run(
      `INSERT INTO account_preferences
         (account_id, marketing_mail, alert_mail, expiry_mail, console_notices, updated_at)
       VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (account_id) DO UPDATE SET marketing_mail = excluded.marketing_mail,
         alert_mail = excluded.alert_mail, expiry_mail = excluded.expiry_mail,
         console_notices = excluded.console_notices, updated_at = excluded.updated_at`,
      [accountId, bit(p.marketingMail), bit(p.alertMail), bit(p.expiryMail), bit(p.consoleNotices), now],
    );
  },
});
