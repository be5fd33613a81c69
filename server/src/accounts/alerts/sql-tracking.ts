// Tracked companies and saved searches over the SQL port (SQLite or PostgreSQL). A new item's
// watermark is the last finished import's last bill: it is alerted of what is loaded after tracking
// began (D230). A track is one transaction: the limit is counted and the item written together, so
// two providers cannot pass it at once.
import type { AlertCadence, Locale } from "@portolan/core";
import type { SqlClient, SqlRow } from "../../sql/sql-client.ts";
import type { StoredTracking, TrackedKind, TrackingStore } from "./alerts-port.ts";

export const trackingOf = (r: SqlRow): StoredTracking => ({
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

export const sqlTracking = (sql: SqlClient): TrackingStore => ({
  track: async (t, limit) =>
    sql.transaction(async (tx) => {
      const found = await tx.get(
        "SELECT * FROM tracked_items WHERE account_id = ? AND kind = ? AND ref = ?",
        [t.accountId, t.kind, t.ref],
      );
      if (found !== undefined) {
        if (t.cadence === undefined) return { kind: "existing", value: trackingOf(found) };
        await tx.run("UPDATE tracked_items SET cadence = ? WHERE id = ?", [t.cadence, Number(found.id)]);
        return { kind: "existing", value: { ...trackingOf(found), cadence: t.cadence } };
      }
      const n = await tx.get("SELECT count(*) AS n FROM tracked_items WHERE account_id = ? AND kind = ?", [
        t.accountId,
        t.kind,
      ]);
      if (Number(n?.n) >= limit) return { kind: "full" };
      const row = await tx.get(
        `INSERT INTO tracked_items (account_id, kind, ref, name, datasets, cadence, locale, since, watermark)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, coalesce((SELECT max(last_bill) FROM alert_loads), -1)) RETURNING *`,
        [t.accountId, t.kind, t.ref, t.name, t.datasets.join(","), t.cadence ?? "instant", t.locale, t.since],
      );
      if (row === undefined) throw new Error("tracked item not written");
      return { kind: "added", value: trackingOf(row) };
    }),
  untrack: async (accountId, kind, ref) =>
    (
      await sql.run("DELETE FROM tracked_items WHERE account_id = ? AND kind = ? AND ref = ?", [
        accountId,
        kind,
        ref,
      ])
    ).changes > 0,
  setCadence: async (accountId, id, cadence) => {
    const row = await sql.get(
      "UPDATE tracked_items SET cadence = ? WHERE account_id = ? AND id = ? RETURNING *",
      [cadence, accountId, id],
    );
    return row === undefined ? undefined : trackingOf(row);
  },
  list: async (accountId, kind) =>
    (
      await sql.all(
        "SELECT * FROM tracked_items WHERE account_id = ? AND kind = ? ORDER BY since DESC, id DESC",
        [accountId, kind],
      )
    ).map(trackingOf),
});
