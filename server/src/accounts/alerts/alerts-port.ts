// Tracked items and their alerts (issue 16): what the tracking handlers, the alert check and the
// console's alerts list keep per account in the accounts' database. Every account-facing read and
// write names the account, so one account never reaches another's rows.
import type { AlertCadence, Locale } from "@portolan/core";
import type { Added } from "../collection/collection-port.ts";

export type TrackedKind = "company" | "search";

export interface StoredTracking {
  readonly id: number;
  readonly accountId: number;
  readonly kind: TrackedKind;
  /** A company's "importer:42", a search's one written form. */
  readonly ref: string;
  /** A firm's name, a search's description. */
  readonly name: string;
  readonly datasets: readonly string[];
  readonly cadence: AlertCadence;
  /** The language its mails are written in: the console's when tracking was set. */
  readonly locale: Locale;
  readonly since: number;
  /** The last bill id its check has covered; -1 until its first check. */
  readonly watermark: number;
}

/** A cadence left out is instant for a new item and unchanged for one tracked already. */
export type NewTracking = Omit<StoredTracking, "id" | "watermark" | "cadence"> & {
  readonly cadence: AlertCadence | undefined;
};

export interface TrackingStore {
  /** Tracks the item unless the account tracks it already (then a cadence given is set), within `limit` of its kind. */
  readonly track: (row: NewTracking, limit: number) => Promise<Added<StoredTracking>>;
  /** False when the account tracks no such item. */
  readonly untrack: (accountId: number, kind: TrackedKind, ref: string) => Promise<boolean>;
  readonly setCadence: (
    accountId: number,
    id: number,
    cadence: AlertCadence,
  ) => Promise<StoredTracking | undefined>;
  /** The account's items of the kind, newest first. */
  readonly list: (accountId: number, kind: TrackedKind) => Promise<readonly StoredTracking[]>;
}

export interface StoredAlert {
  readonly id: number;
  readonly itemId: number;
  readonly kind: TrackedKind;
  readonly ref: string;
  readonly name: string;
  /** The tracked item's query (a company's over its firm filter). */
  readonly query: string;
  readonly afterBill: number;
  readonly upToBill: number;
  readonly shipments: number;
  readonly exact: boolean;
  readonly createdAt: number;
  readonly readAt: number | null;
}

export interface AlertInbox {
  /** The account's newest alerts, newest first, at most `limit`. */
  readonly list: (accountId: number, limit: number) => Promise<readonly StoredAlert[]>;
  readonly unread: (accountId: number) => Promise<number>;
  /** Marks the given alerts (all when absent) read; answers how many changed. */
  readonly markRead: (accountId: number, ids: readonly number[] | undefined, at: number) => Promise<number>;
}

/** A tracked item as the check reads it: with where its account's mail goes (none without an address). */
export interface ItemToCheck extends StoredTracking {
  readonly email: string | null;
}

export interface MailToSend {
  readonly id: number;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly createdAt: number;
}

export type NewMail = Omit<MailToSend, "id" | "createdAt">;

export interface CheckResult {
  readonly shipments: number;
  readonly exact: boolean;
  /** The item's query with its firm filter, as the alert's link asks it. */
  readonly query: string;
}

export interface CheckEntry {
  readonly item: ItemToCheck;
  readonly from: number;
  readonly upTo: number;
  readonly found: CheckResult | undefined;
  readonly mail: NewMail | undefined;
}

export interface DueDigest {
  readonly accountId: number;
  readonly email: string | null;
  readonly alerts: readonly (StoredAlert & { readonly locale: Locale })[];
}

/**
 * The alert check's side of the database. Every step that must not be lost or repeated is one
 * transaction: an alert is recorded with its item's new watermark (and its mail, when instant), a
 * digest with the alerts it carries; a mail is sent from the table and marked sent after.
 */
export interface AlertLedger {
  /** The last bill of the latest finished import; undefined before the first. */
  readonly lastFinishedLoad: () => Promise<number | undefined>;
  readonly recordFinishedLoad: (lastBill: number, at: number) => Promise<void>;
  /** Records the store's last bill as finished when no import was recorded yet (a store loaded before alerts). */
  readonly baseline: (lastBill: number, at: number) => Promise<void>;
  /** Items whose watermark is below `upTo`, by id after `afterId`, at most `limit`. */
  readonly itemsBehind: (upTo: number, afterId: number, limit: number) => Promise<readonly ItemToCheck[]>;
  /**
   * For each entry, moves its item's watermark from `from` to `upTo`, recording the alert (and its
   * mail) when the check found shipments; all entries in one transaction (a crash loses none or all
   * of them, and the next check redoes what was lost). An entry whose watermark was not `from` any
   * more (another process checked it) or whose item is gone writes nothing and answers false.
   */
  readonly record: (entries: readonly CheckEntry[], at: number) => Promise<readonly boolean[]>;
  /** Daily items' alerts not yet in a digest and created before `before`, per account. */
  readonly dueDigests: (before: number) => Promise<readonly DueDigest[]>;
  /** Puts the alerts in one mail; false when one of them went out already. */
  readonly recordDigest: (
    accountId: number,
    alertIds: readonly number[],
    mail: NewMail | undefined,
    at: number,
  ) => Promise<boolean>;
  /** Unsent mails no other sender holds, each held for `leaseMs`. */
  readonly claimMails: (now: number, leaseMs: number, limit: number) => Promise<readonly MailToSend[]>;
  readonly markSent: (id: number, at: number) => Promise<void>;
  /** Lets a failed mail be tried again at the next run. */
  readonly release: (id: number) => Promise<void>;
  /** The key of the unsubscribe links' signatures. */
  readonly signingKey: () => Promise<Uint8Array>;
  /** A tracked item as it is (an unsubscribe link's confirm page names it); undefined when gone. */
  readonly trackedItem: (itemId: number) => Promise<StoredTracking | undefined>;
  /** Stops tracking the item; what it was, undefined when it is gone already. */
  readonly unsubscribe: (itemId: number) => Promise<StoredTracking | undefined>;
}
