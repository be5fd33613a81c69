// The statistics' figures read from the SQLite trade store's totals table (written at import).
import type { Db } from "../../sql/sqlite-database.ts";
import { dayText } from "../trade-rows.ts";
import type { DatasetCountryTotal, TradeTotals } from "../trade-totals-port.ts";

export const sqliteTradeTotals = (db: Db): TradeTotals => ({
  byDatasetAndCountry: async () =>
    (
      db
        .prepare("SELECT dataset, country, records, first_day, last_day FROM trade_totals ORDER BY 1, 2")
        .all() as {
        dataset: string;
        country: string;
        records: number;
        first_day: number;
        last_day: number;
      }[]
    ).map(
      (r): DatasetCountryTotal => ({
        dataset: r.dataset,
        country: r.country === "" ? null : r.country,
        records: r.records,
        firstDay: dayText(r.first_day),
        lastDay: dayText(r.last_day),
      }),
    ),
  companies: async () =>
    Number(
      (
        db
          .prepare(
            `SELECT COUNT(*) AS n FROM trade_companies c WHERE EXISTS
               (SELECT 1 FROM trade_bills b WHERE b.importer_id = c.id AND b.counted = 1)
             OR EXISTS (SELECT 1 FROM trade_bills b WHERE b.exporter_id = c.id AND b.counted = 1)`,
          )
          .get() as { n: number }
      ).n,
    ),
  isEmpty: async () => db.prepare("SELECT 1 FROM trade_releases LIMIT 1").get() === undefined,
  lastShipmentId: async () =>
    Number((db.prepare("SELECT max(id) AS id FROM trade_bills").get() as { id: number | null }).id ?? 0),
});
