// The packages on offer and their change log over the SQL port (SQLite or PostgreSQL).

import {
  PACKAGE_TIER_IDS,
  type PackageTierId,
  type ServiceChange,
  type ServiceChangeKind,
} from "@portolan/core";
import type { SqlClient, SqlRow, SqlRunner } from "../../sql/sql-client.ts";
import type { OfferStore, PackageOffer } from "./offers-port.ts";

const offerOfRow = (row: SqlRow): PackageOffer => ({
  tierId: String(row.tier_id) as PackageTierId,
  onOffer: Number(row.on_offer) === 1,
  priceCents: Number(row.price_cents),
  priceVersion: Number(row.price_version),
  updatedAt: Number(row.updated_at),
});

/** The tier's offer as it stands in `q` (the order store reads it inside its transaction). */
export const findOffer = async (q: SqlRunner, tierId: string): Promise<PackageOffer | undefined> => {
  const row = await q.get("SELECT * FROM package_offers WHERE tier_id = ?", [tierId]);
  return row === undefined ? undefined : offerOfRow(row);
};

/** Core's tier order (SQLite's rowid order was the seed's, which is core's; PostgreSQL has none). */
const rank = (tierId: string) => {
  const at = (PACKAGE_TIER_IDS as readonly string[]).indexOf(tierId);
  return at === -1 ? PACKAGE_TIER_IDS.length : at;
};

export const sqlOffers = (sql: SqlClient): OfferStore => ({
  seed: (offers) =>
    sql.transaction(async (tx) => {
      for (const o of offers)
        await tx.run(
          `INSERT INTO package_offers (tier_id, on_offer, price_cents, price_version, updated_at)
           VALUES (?, ?, ?, ?, ?) ON CONFLICT (tier_id) DO NOTHING`,
          [o.tierId, o.onOffer ? 1 : 0, o.priceCents, o.priceVersion, o.updatedAt],
        );
    }),
  all: async () =>
    (await sql.all("SELECT * FROM package_offers ORDER BY tier_id"))
      .map(offerOfRow)
      .sort((a, b) => rank(a.tierId) - rank(b.tierId)),
  find: (tierId) => findOffer(sql, tierId),
  update: (u) =>
    sql.transaction(async (tx) => {
      await tx.run(
        "UPDATE package_offers SET on_offer = ?, price_cents = ?, price_version = ?, updated_at = ? WHERE tier_id = ?",
        [u.onOffer ? 1 : 0, u.priceCents, u.priceVersion, u.at, u.tierId],
      );
      if (u.change !== undefined)
        await tx.run("INSERT INTO package_changes (tier_id, kind, at) VALUES (?, ?, ?)", [
          u.tierId,
          u.change,
          u.at,
        ]);
    }),
  changes: async (tierId) =>
    (
      await sql.all("SELECT tier_id, kind, at FROM package_changes WHERE tier_id = ? ORDER BY at, id", [
        tierId,
      ])
    ).map(
      (row): ServiceChange => ({
        serviceId: String(row.tier_id),
        kind: String(row.kind) as ServiceChangeKind,
        at: Number(row.at),
      }),
    ),
});
