// The alert check's tables over SQLite (migration 014). Each write that must happen once is one
// IMMEDIATE transaction guarded by what it changes (a watermark compared and set, a digest that
// takes only alerts no mail carries yet), so two processes checking at once never alert twice. A
// check records its items in groups, one transaction each (one sync to disk per group, not per item).
import type { Locale } from "@portolan/core";
import type { AlertLedger, ItemToCheck, MailToSend, StoredAlert } from "../../ports/alerts.ts";
import { type Db, inTransaction } from "./database.ts";
import { trackingOf } from "./tracked-items.ts";

type Row = Record<string, unknown>;

/** Where an account's alert mails go: its address, or none when it turned alert mails off (D292) —
 * the alerts are still recorded and shown in the console. */
const MAIL_TO = "CASE WHEN coalesce(p.alert_mail, 1) = 1 THEN a.email END";

export const alertOf = (r: Row): StoredAlert => ({
  id: Number(r.id),
  itemId: Number(r.item_id),
  kind: String(r.kind) as StoredAlert["kind"],
  ref: String(r.ref),
  name: String(r.name),
  query: String(r.query),
  afterBill: Number(r.after_bill),
  upToBill: Number(r.up_to_bill),
  shipments: Number(r.shipments),
  exact: Number(r.exact) === 1,
  createdAt: Number(r.created_at),
  readAt: r.read_at === null ? null : Number(r.read_at),
});

const mailOf = (r: Row): MailToSend => ({
  id: Number(r.id),
  to: String(r.to_address),
  subject: String(r.subject),
  text: String(r.text),
  createdAt: Number(r.created_at),
});

export const sqliteAlertLedger = (db: Db): AlertLedger => {
  const insertMail = db.prepare(
    "INSERT INTO alert_mails (account_id, to_address, subject, text, created_at) VALUES (?, ?, ?, ?, ?) RETURNING id",
  );
  const insertAlert = db.prepare(
    `INSERT INTO alerts (account_id, item_id, kind, ref, name, query, after_bill, up_to_bill, shipments,
       exact, created_at, digest, mail_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  return {
    lastFinishedLoad: async () => {
      const r = db.prepare("SELECT max(last_bill) AS b FROM alert_loads").get() as Row;
      return r.b === null ? undefined : Number(r.b);
    },
    recordFinishedLoad: async (lastBill, at) => {
      db.prepare("INSERT INTO alert_loads (last_bill, finished_at) VALUES (?, ?)").run(lastBill, at);
    },
    baseline: async (lastBill, at) => {
      db.prepare(
        "INSERT INTO alert_loads (last_bill, finished_at) SELECT ?, ? WHERE NOT EXISTS (SELECT 1 FROM alert_loads)",
      ).run(lastBill, at);
    },
    itemsBehind: async (upTo, afterId, limit) =>
      (
        db
          .prepare(
            `SELECT t.*, ${MAIL_TO} AS email FROM tracked_items t JOIN accounts a ON a.id = t.account_id
             LEFT JOIN account_preferences p ON p.account_id = a.id
             WHERE t.watermark < ? AND t.id > ? ORDER BY t.id LIMIT ?`,
          )
          .all(upTo, afterId, limit) as Row[]
      ).map((r): ItemToCheck => ({ ...trackingOf(r), email: r.email === null ? null : String(r.email) })),
    record: async (entries, at) =>
      inTransaction(db, () =>
        entries.map(({ item, from, upTo, found, mail }) => {
          const moved = db
            .prepare("UPDATE tracked_items SET watermark = ? WHERE id = ? AND watermark = ?")
            .run(upTo, item.id, from);
          if (Number(moved.changes) === 0) return false;
          // A first check (watermark -1) only sets where the item starts.
          if (found === undefined || found.shipments === 0 || from < 0) return true;
          const mailId =
            mail === undefined
              ? null
              : Number((insertMail.get(item.accountId, mail.to, mail.subject, mail.text, at) as Row).id);
          insertAlert.run(
            item.accountId,
            item.id,
            item.kind,
            item.ref,
            item.name,
            found.query,
            from,
            upTo,
            found.shipments,
            found.exact ? 1 : 0,
            at,
            item.cadence === "daily" ? 1 : 0,
            mailId,
          );
          return true;
        }),
      ),
    dueDigests: async (before) => {
      const rows = db
        .prepare(
          `SELECT al.*, coalesce(t.locale, 'en') AS locale, ${MAIL_TO} AS email FROM alerts al
             JOIN accounts a ON a.id = al.account_id
             LEFT JOIN account_preferences p ON p.account_id = a.id
             LEFT JOIN tracked_items t ON t.id = al.item_id
           WHERE al.digest = 1 AND al.mail_id IS NULL AND al.created_at < ? ORDER BY al.account_id, al.id`,
        )
        .all(before) as Row[];
      const byAccount = new Map<
        number,
        { email: string | null; alerts: (StoredAlert & { locale: Locale })[] }
      >();
      for (const r of rows) {
        const account = Number(r.account_id);
        const entry = byAccount.get(account) ?? {
          email: r.email === null ? null : String(r.email),
          alerts: [],
        };
        entry.alerts.push({ ...alertOf(r), locale: String(r.locale) as Locale });
        byAccount.set(account, entry);
      }
      return [...byAccount].map(([accountId, e]) => ({ accountId, ...e }));
    },
    recordDigest: async (accountId, alertIds, mail, at) =>
      inTransaction(db, () => {
        const list = alertIds.map(() => "?").join(", ");
        const free = db
          .prepare(
            `SELECT count(*) AS n FROM alerts WHERE account_id = ? AND id IN (${list}) AND digest = 1 AND mail_id IS NULL`,
          )
          .get(accountId, ...alertIds) as Row;
        if (Number(free.n) !== alertIds.length) return false;
        // No address: the alerts stay in the console, marked as past their digest all the same.
        const mailId =
          mail === undefined
            ? null
            : Number((insertMail.get(accountId, mail.to, mail.subject, mail.text, at) as Row).id);
        db.prepare(`UPDATE alerts SET digest = 0, mail_id = ? WHERE account_id = ? AND id IN (${list})`).run(
          mailId,
          accountId,
          ...alertIds,
        );
        return true;
      }),
    claimMails: async (now, leaseMs, limit) =>
      inTransaction(db, () =>
        (
          db
            .prepare(
              `UPDATE alert_mails SET claimed_until = ? WHERE id IN (
                 SELECT id FROM alert_mails WHERE sent_at IS NULL AND coalesce(claimed_until, 0) <= ?
                 ORDER BY id LIMIT ?) RETURNING *`,
            )
            .all(now + leaseMs, now, limit) as Row[]
        )
          .map(mailOf)
          .sort((a, b) => a.id - b.id),
      ),
    markSent: async (id, at) => {
      db.prepare("UPDATE alert_mails SET sent_at = ? WHERE id = ?").run(at, id);
    },
    release: async (id) => {
      db.prepare("UPDATE alert_mails SET claimed_until = NULL WHERE id = ? AND sent_at IS NULL").run(id);
    },
    signingKey: async () => {
      const r = db.prepare("SELECT secret FROM alert_keys WHERE id = 1").get() as Row;
      return r.secret as Uint8Array;
    },
    trackedItem: async (itemId) => {
      const row = db.prepare("SELECT * FROM tracked_items WHERE id = ?").get(itemId) as Row | undefined;
      return row === undefined ? undefined : trackingOf(row);
    },
    unsubscribe: async (itemId) => {
      const row = db.prepare("DELETE FROM tracked_items WHERE id = ? RETURNING *").get(itemId) as
        | Row
        | undefined;
      return row === undefined ? undefined : trackingOf(row);
    },
  };
};
