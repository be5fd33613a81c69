// The alert check's tables over the SQL port (SQLite or PostgreSQL). Each write that must happen once
// is one transaction guarded by what it changes (a watermark compared and set, a digest that takes
// only alerts no mail carries yet, mails claimed under a lease), so two providers checking at once
// never alert or mail twice. A check records its items in groups, one transaction each.
import { randomBytes } from "node:crypto";
import type { Locale } from "@portolan/core";
import { skipLocked } from "../../sql/dialect.ts";
import type { SqlClient, SqlRow, SqlRunner } from "../../sql/sql-client.ts";
import type { AlertLedger, ItemToCheck, MailToSend, NewMail, StoredAlert } from "./alerts-port.ts";
import { trackingOf } from "./sql-tracking.ts";

/** Where an account's alert mails go: its address, or none when it turned alert mails off (D292) —
 * the alerts are still recorded and shown in the console. */
const MAIL_TO = "CASE WHEN coalesce(p.alert_mail, 1) = 1 THEN a.email END";

export const alertOf = (r: SqlRow): StoredAlert => ({
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
  readAt: r.read_at === null || r.read_at === undefined ? null : Number(r.read_at),
});

const mailOf = (r: SqlRow): MailToSend => ({
  id: Number(r.id),
  to: String(r.to_address),
  subject: String(r.subject),
  text: String(r.text),
  createdAt: Number(r.created_at),
});

const insertMail = async (tx: SqlRunner, accountId: number, mail: NewMail, at: number): Promise<number> => {
  const row = await tx.get(
    "INSERT INTO alert_mails (account_id, to_address, subject, text, created_at) VALUES (?, ?, ?, ?, ?) RETURNING id",
    [accountId, mail.to, mail.subject, mail.text, at],
  );
  return Number(row?.id);
};

const placeholders = (n: number) => Array.from({ length: n }, () => "?").join(", ");

export const sqlAlertLedger = (sql: SqlClient): AlertLedger => ({
  lastFinishedLoad: async () => {
    const r = await sql.get("SELECT max(last_bill) AS b FROM alert_loads");
    return r?.b === null || r?.b === undefined ? undefined : Number(r.b);
  },
  recordFinishedLoad: async (lastBill, at) => {
    await sql.run("INSERT INTO alert_loads (last_bill, finished_at) VALUES (?, ?)", [lastBill, at]);
  },
  baseline: async (lastBill, at) => {
    // One statement, but two providers starting at once could both see the table empty: a transaction.
    await sql.transaction((tx) =>
      tx.run(
        "INSERT INTO alert_loads (last_bill, finished_at) SELECT ?, ? WHERE NOT EXISTS (SELECT 1 FROM alert_loads)",
        [lastBill, at],
      ),
    );
  },
  itemsBehind: async (upTo, afterId, limit) =>
    (
      await sql.all(
        `SELECT t.*, ${MAIL_TO} AS email FROM tracked_items t JOIN accounts a ON a.id = t.account_id
         LEFT JOIN account_preferences p ON p.account_id = a.id
         WHERE t.watermark < ? AND t.id > ? ORDER BY t.id LIMIT ?`,
        [upTo, afterId, limit],
      )
    ).map((r): ItemToCheck => ({ ...trackingOf(r), email: r.email === null ? null : String(r.email) })),
  record: async (entries, at) =>
    sql.transaction(async (tx) => {
      const moved: boolean[] = [];
      for (const { item, from, upTo, found, mail } of entries) {
        const set = await tx.run("UPDATE tracked_items SET watermark = ? WHERE id = ? AND watermark = ?", [
          upTo,
          item.id,
          from,
        ]);
        moved.push(set.changes > 0);
        // A first check (watermark -1) only sets where the item starts.
        if (set.changes === 0 || found === undefined || found.shipments === 0 || from < 0) continue;
        const mailId = mail === undefined ? null : await insertMail(tx, item.accountId, mail, at);
        await tx.run(
          `INSERT INTO alerts (account_id, item_id, kind, ref, name, query, after_bill, up_to_bill, shipments,
             exact, created_at, digest, mail_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          [
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
          ],
        );
      }
      return moved;
    }),
  dueDigests: async (before) => {
    const rows = await sql.all(
      `SELECT al.*, coalesce(t.locale, 'en') AS locale, ${MAIL_TO} AS email FROM alerts al
         JOIN accounts a ON a.id = al.account_id
         LEFT JOIN account_preferences p ON p.account_id = a.id
         LEFT JOIN tracked_items t ON t.id = al.item_id
       WHERE al.digest = 1 AND al.mail_id IS NULL AND al.created_at < ? ORDER BY al.account_id, al.id`,
      [before],
    );
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
  recordDigest: async (accountId, alertIds, mail, at) => {
    if (alertIds.length === 0) return false;
    const list = placeholders(alertIds.length);
    return sql.transaction(async (tx) => {
      const free = await tx.get(
        `SELECT count(*) AS n FROM alerts WHERE account_id = ? AND id IN (${list}) AND digest = 1 AND mail_id IS NULL`,
        [accountId, ...alertIds],
      );
      if (Number(free?.n) !== alertIds.length) return false;
      // No address: the alerts stay in the console, marked as past their digest all the same.
      const mailId = mail === undefined ? null : await insertMail(tx, accountId, mail, at);
      await tx.run(`UPDATE alerts SET digest = 0, mail_id = ? WHERE account_id = ? AND id IN (${list})`, [
        mailId,
        accountId,
        ...alertIds,
      ]);
      return true;
    });
  },
  claimMails: async (now, leaseMs, limit) =>
    sql.transaction(async (tx) =>
      (
        await tx.all(
          `UPDATE alert_mails SET claimed_until = ? WHERE id IN (
             SELECT id FROM alert_mails WHERE sent_at IS NULL AND coalesce(claimed_until, 0) <= ?
             ORDER BY id LIMIT ? ${skipLocked(sql.engine)}) RETURNING *`,
          [now + leaseMs, now, limit],
        )
      )
        .map(mailOf)
        .sort((a, b) => a.id - b.id),
    ),
  markSent: async (id, at) => {
    await sql.run("UPDATE alert_mails SET sent_at = ? WHERE id = ?", [at, id]);
  },
  release: async (id) => {
    await sql.run("UPDATE alert_mails SET claimed_until = NULL WHERE id = ? AND sent_at IS NULL", [id]);
  },
  signingKey: async () => {
    // SQLite's migration 014 made the key; a PostgreSQL database makes it on first use, once.
    const read = () => sql.get("SELECT secret FROM alert_keys WHERE id = 1");
    const found = await read();
    if (found !== undefined) return new Uint8Array(found.secret as Uint8Array);
    await sql.run("INSERT INTO alert_keys (id, secret) VALUES (1, ?) ON CONFLICT (id) DO NOTHING", [
      new Uint8Array(randomBytes(32)),
    ]);
    const made = await read();
    if (made === undefined) throw new Error("alert signing key not written");
    return new Uint8Array(made.secret as Uint8Array);
  },
  trackedItem: async (itemId) => {
    const row = await sql.get("SELECT * FROM tracked_items WHERE id = ?", [itemId]);
    return row === undefined ? undefined : trackingOf(row);
  },
  unsubscribe: async (itemId) => {
    const row = await sql.get("DELETE FROM tracked_items WHERE id = ? RETURNING *", [itemId]);
    return row === undefined ? undefined : trackingOf(row);
  },
});
