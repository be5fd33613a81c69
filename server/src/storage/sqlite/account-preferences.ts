// An account's mail and notification preferences (issue 29 item 16; D292; migration 018). No row:
// the defaults — marketing mail off until the account says yes, alert mails, package-expiry
// warnings and the console's unread count on.
import type { AccountPreferences } from "@portolan/contracts";
import type { Db } from "./database.ts";

export const DEFAULT_PREFERENCES: AccountPreferences = {
  marketingMail: false,
  alertMail: true,
  expiryMail: true,
  consoleNotices: true,
};

export const preferencesOf = (db: Db, accountId: number): AccountPreferences => {
  const row = db
    .prepare(
      "SELECT marketing_mail, alert_mail, expiry_mail, console_notices FROM account_preferences WHERE account_id = ?",
    )
    .get(accountId) as Record<string, unknown> | undefined;
  if (row === undefined) return DEFAULT_PREFERENCES;
  return {
    marketingMail: row.marketing_mail === 1,
    alertMail: row.alert_mail === 1,
    expiryMail: row.expiry_mail === 1,
    consoleNotices: row.console_notices === 1,
  };
};

export const savePreferences = (db: Db, accountId: number, p: AccountPreferences, now: number): void => {
  db.prepare(
    `INSERT INTO account_preferences
       (account_id, marketing_mail, alert_mail, expiry_mail, console_notices, updated_at)
     VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (account_id) DO UPDATE SET marketing_mail = excluded.marketing_mail,
       alert_mail = excluded.alert_mail, expiry_mail = excluded.expiry_mail,
       console_notices = excluded.console_notices, updated_at = excluded.updated_at`,
  ).run(
    accountId,
    p.marketingMail ? 1 : 0,
    p.alertMail ? 1 : 0,
    p.expiryMail ? 1 : 0,
    p.consoleNotices ? 1 : 0,
    now,
  );
};
