// An account's mail and notification preferences (issue 29 item 16; D292): read with the defaults
// when the account never saved any, saved whole.
import type { AccountPreferences } from "@portolan/contracts";

/** No saved row: marketing mail off until the account says yes; alert mails, expiry warnings and the console's unread count on. */
export const DEFAULT_PREFERENCES: AccountPreferences = {
  marketingMail: false,
  alertMail: true,
  expiryMail: true,
  consoleNotices: true,
};

export interface PreferencesStore {
  /** The account's preferences; the defaults when it saved none. */
  readonly of: (accountId: number) => Promise<AccountPreferences>;
  /** Replaces the account's preferences (the last save wins). */
  readonly save: (accountId: number, preferences: AccountPreferences, now: number) => Promise<void>;
}
