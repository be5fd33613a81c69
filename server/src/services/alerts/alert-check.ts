// The alert check (issue 16): for each tracked item behind the latest finished import, the
// shipments loaded since its watermark, asked of the trade store as the search screen asks them
// (its query limited to the new bill ids, D230); an alert is recorded together with the item's new
// watermark, so a check cut off anywhere resumes with no alert lost and none twice. Then the day's
// digests, then the mails (outbox table, sent flag).
import {
  DAY_MS,
  type Locale,
  newShipmentsAddress,
  parseQueryString,
  readTradeQuery,
  trackedCompanyQuery,
  tradeQueryScope,
  utcDay,
  withLinkLanguage,
} from "@portolan/core";
import type { AlertLedger, CheckEntry, ItemToCheck } from "../../accounts/alerts/alerts-port.ts";
import type { Mailer } from "../../ports/mailer.ts";
import type { TradeStore } from "../../trade/trade-store-port.ts";
import { companyOfRef } from "../collection/tracking-handlers.ts";
import type { OwnedData } from "./alert-access.ts";
import { deliverAlertMails } from "./alert-delivery.ts";
import { type AlertLine, digestMail, instantAlertMail } from "./alert-mails.ts";
import { unsubscribeToken } from "./unsubscribe-token.ts";

export interface AlertCheckDeps {
  readonly ledger: AlertLedger;
  readonly store: TradeStore;
  readonly mailer: Mailer;
  readonly now: () => number;
  /** The console's base (the links to the new shipments) and the provider's (unsubscribe). */
  readonly bases: { readonly data: string; readonly origin: string };
  /** How long a claimed mail is held before another run may send it (D235). */
  readonly mailLeaseMs: number;
  /**
   * The data an item's account owns now (alert-access.ts), asked once per account and run: an
   * item whose query the data call would refuse is told nothing. Every item is read when absent.
   */
  readonly ownedData?: OwnedData;
  /** Items checked, then recorded in one transaction, per round (GROUP by default). */
  readonly batch?: number;
}

/**
 * Items per round: their searches, then one transaction recording them all. A crash loses at most
 * one round's work (redone by the next check); a bigger round syncs the disk less often.
 */
export const GROUP = 100;

export interface AlertCheckReport {
  readonly checked: number;
  readonly alerts: number;
  readonly digests: number;
  readonly mailsSent: number;
}

/** The query an item is checked by: a search's own, a company's over its firm filter. */
export const itemQuery = (item: Pick<ItemToCheck, "kind" | "ref" | "datasets">): string => {
  if (item.kind === "search") return item.ref;
  const { role, companyId } = companyOfRef(item.ref);
  return trackedCompanyQuery(role, companyId, item.datasets);
};

const lineOf = (
  deps: AlertCheckDeps,
  key: Uint8Array,
  a: { kind: "company" | "search"; name: string; query: string; itemId: number; locale: Locale },
  range: { after: number; upTo: number; shipments: number; exact: boolean },
): AlertLine => {
  const address = newShipmentsAddress(a.query, range.after, range.upTo);
  return {
    kind: a.kind,
    name: a.name,
    shipments: range.shipments,
    exact: range.exact,
    // In the mail's language (D286): opened in a fresh browser, the console reads in it.
    link: `${deps.bases.data}${address === undefined ? "" : withLinkLanguage(address, a.locale)}`,
    unsubscribe: `${deps.bases.origin}/alerts/unsubscribe?token=${unsubscribeToken(key, a.itemId)}`,
  };
};

/** What one item's check found, ready to record. */
const checkOne = async (
  deps: AlertCheckDeps,
  key: Uint8Array,
  item: ItemToCheck,
  upTo: number,
  owned: ((accountId: number) => Promise<unknown>) | undefined,
): Promise<CheckEntry> => {
  const from = item.watermark;
  const query = itemQuery(item);
  const read = readTradeQuery(parseQueryString(query));
  // A first check, a query the engine no longer runs, or data the account no longer owns: the
  // watermark moves, nothing to tell.
  const nothing = { item, from, upTo, found: undefined, mail: undefined };
  if (from < 0 || !read.ok) return nothing;
  // Over the data sets the search runs on (those carrying its kind), as the search screen's answer.
  const scoped = owned === undefined ? undefined : tradeQueryScope(read.value, await owned(item.accountId));
  if (scoped !== undefined && !scoped.ok) return nothing;
  const datasets = scoped === undefined ? read.value.datasets : scoped.scope.datasets;
  const page = await deps.store.search({ ...read.value, datasets, loaded: { after: from, upTo }, page: 1 });
  const found = page.total > 0 ? { shipments: page.total, exact: page.totalExact, query } : undefined;
  const mail =
    found !== undefined && item.cadence === "instant" && item.email !== null
      ? instantAlertMail(
          item.email,
          lineOf(deps, key, { ...item, query, itemId: item.id }, { after: from, upTo, ...found }),
          item.locale,
        )
      : undefined;
  return { item, from, upTo, found, mail };
};

const checkItems = async (deps: AlertCheckDeps, key: Uint8Array, upTo: number) => {
  let checked = 0;
  let alerts = 0;
  let after = 0;
  // Each account's data asked once a run (its items come ten, a hundred at a time).
  const cache = new Map<number, Promise<unknown>>();
  const source = deps.ownedData;
  const owned =
    source === undefined
      ? undefined
      : (accountId: number) => {
          const known = cache.get(accountId) ?? source(accountId, deps.now());
          cache.set(accountId, known);
          return known;
        };
  for (;;) {
    const items = await deps.ledger.itemsBehind(upTo, after, deps.batch ?? GROUP);
    if (items.length === 0) return { checked, alerts };
    const entries: CheckEntry[] = [];
    for (const item of items) entries.push(await checkOne(deps, key, item, upTo, owned));
    const written = await deps.ledger.record(entries, deps.now());
    checked += items.length;
    alerts += entries.filter((e, i) => written[i] === true && e.found !== undefined && e.from >= 0).length;
    after = items.at(-1)?.id ?? after;
  }
};

/** Each account's daily alerts of the days that have ended, in one mail per account. */
const sendDigests = async (deps: AlertCheckDeps, key: Uint8Array): Promise<number> => {
  const now = deps.now();
  let digests = 0;
  for (const due of await deps.ledger.dueDigests(utcDay(now) * DAY_MS)) {
    const first = due.alerts[0];
    if (first === undefined) continue;
    const lines = due.alerts.map((a) =>
      lineOf(deps, key, a, { after: a.afterBill, upTo: a.upToBill, shipments: a.shipments, exact: a.exact }),
    );
    const mail = due.email === null ? undefined : digestMail(due.email, lines, first.locale);
    const ids = due.alerts.map((a) => a.id);
    if (await deps.ledger.recordDigest(due.accountId, ids, mail, now)) digests += 1;
  }
  return digests;
};

export const runAlertCheck = async (deps: AlertCheckDeps): Promise<AlertCheckReport> => {
  const key = await deps.ledger.signingKey();
  const upTo = await deps.ledger.lastFinishedLoad();
  const items = upTo === undefined ? { checked: 0, alerts: 0 } : await checkItems(deps, key, upTo);
  const digests = await sendDigests(deps, key);
  const mailsSent = await deliverAlertMails(deps.ledger, deps.mailer, deps.now, deps.mailLeaseMs);
  return { ...items, digests, mailsSent };
};
