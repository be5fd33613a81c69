// Tracked companies and saved searches over SQLite (migration 014). A new item's watermark is the
// last finished import's last bill: it is alerted of what is loaded after tracking began (D230).
import type { AlertCadence, Locale } from "@portolan/core";
import type { StoredTracking, TrackedKind, TrackingStore } from "../../ports/alerts.ts";
import { type Db, inTransaction } from "./database.ts";

type Row = Record<string, unknown>;

export const trackingOf = (r: Row): StoredTracking => ({
  id: Number(r.id),
  accountId: Number(r.account_id),
  kind: String(r.kind) as TrackedKind,
  ref: String(r.ref),
  name: String(r.name),
  datasets: String(r.datasets) === "" ? [] : String(r.datasets).split(","),
  cadence: String(r.cadence) as AlertCadence,
  locale: String(r.locale) as Locale,
  since: Number(r.since),
  watermark: Number(r.watermark),
});

export const sqliteTracking = (db: Db): TrackingStore => ({
  track: async (t, limit) =>
    inTransaction(db, () => {
      const found = db
        .prepare("SELECT * FROM tracked_items WHERE account_id = ? AND kind = ? AND ref = ?")
        .get(t.accountId, t.kind, t.ref) as Row | undefined;
      if (found !== undefined) {
        if (t.cadence === undefined) return { kind: "existing", value: trackingOf(found) };
        db.prepare("UPDATE tracked_items SET cadence = ? WHERE id = ?").run(t.cadence, Number(found.id));
        return { kind: "existing", value: { ...trackingOf(found), cadence: t.cadence } };
      }
      const n = db
        .prepare("SELECT count(*) AS n FROM tracked_items WHERE account_id = ? AND kind = ?")
        .get(t.accountId, t.kind) as Row;
      if (Number(n.n) >= limit) return { kind: "full" };
      const row = db
        .prepare(
          `INSERT INTO tracked_items (account_id, kind, ref, name, datasets, cadence, locale, since, watermark)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, coalesce((SELECT max(last_bill) FROM alert_loads), -1)) RETURNING *`,
        )
        .get(
          t.accountId,
          t.kind,
          t.ref,
          t.name,
          t.datasets.join(","),
          t.cadence ?? "instant",
          t.locale,
          t.since,
        ) as Row;
      return { kind: "added", value: trackingOf(row) };
    }),
  untrack: async (accountId, kind, ref) =>
    Number(
      db
        .prepare("DELETE FROM tracked_items WHERE account_id = ? AND kind = ? AND ref = ?")
        .run(accountId, kind, ref).changes,
    ) > 0,
  setCadence: async (accountId, id, cadence) => {
    const row = db
      .prepare("UPDATE tracked_items SET cadence = ? WHERE account_id = ? AND id = ? RETURNING *")
      .get(cadence, accountId, id) as Row | undefined;
    return row === undefined ? undefined : trackingOf(row);
  },
  list: async (accountId, kind) =>
    (
      db
        .prepare("SELECT * FROM tracked_items WHERE account_id = ? AND kind = ? ORDER BY since DESC, id DESC")
        .all(accountId, kind) as Row[]
    ).map(trackingOf),
});
