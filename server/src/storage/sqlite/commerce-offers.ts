// The packages on offer and their change log, in SQLite (port: ports/commerce-offers.ts).

import type { PackageTierId, ServiceChange, ServiceChangeKind } from "@portolan/core";
import type { OfferStore, PackageOffer } from "../../ports/commerce-offers.ts";
import { type Db, inTransaction } from "./database.ts";

interface OfferRow {
  tier_id: string;
  on_offer: number;
  price_cents: number;
  price_version: number;
  updated_at: number;
}

export const offerOfRow = (row: OfferRow): PackageOffer => ({
  tierId: row.tier_id as PackageTierId,
  onOffer: row.on_offer === 1,
  priceCents: row.price_cents,
  priceVersion: row.price_version,
  updatedAt: row.updated_at,
});

export const findOfferRow = (db: Db, tierId: string): OfferRow | undefined =>
  db.prepare("SELECT * FROM package_offers WHERE tier_id = ?").get(tierId) as OfferRow | undefined;

export const sqliteOfferStore = (db: Db): OfferStore => {
  const insert = db.prepare(
    `INSERT INTO package_offers (tier_id, on_offer, price_cents, price_version, updated_at)
     VALUES (?, ?, ?, ?, ?) ON CONFLICT (tier_id) DO NOTHING`,
  );
  const update = db.prepare(
    "UPDATE package_offers SET on_offer = ?, price_cents = ?, price_version = ?, updated_at = ? WHERE tier_id = ?",
  );
  const addChange = db.prepare("INSERT INTO package_changes (tier_id, kind, at) VALUES (?, ?, ?)");
  const changes = db.prepare(
    "SELECT tier_id, kind, at FROM package_changes WHERE tier_id = ? ORDER BY at, id",
  );
  return {
    seed: async (offers) => {
      inTransaction(db, () => {
        for (const o of offers)
          insert.run(o.tierId, o.onOffer ? 1 : 0, o.priceCents, o.priceVersion, o.updatedAt);
      });
    },
    all: async () =>
      (db.prepare("SELECT * FROM package_offers").all() as unknown as OfferRow[]).map(offerOfRow),
    find: async (tierId) => {
      const row = findOfferRow(db, tierId);
      return row === undefined ? undefined : offerOfRow(row);
    },
    update: async (u) => {
      inTransaction(db, () => {
        update.run(u.onOffer ? 1 : 0, u.priceCents, u.priceVersion, u.at, u.tierId);
        if (u.change !== undefined) addChange.run(u.tierId, u.change, u.at);
      });
    },
    changes: async (tierId) =>
      (changes.all(tierId) as unknown as { tier_id: string; kind: string; at: number }[]).map(
        (row): ServiceChange => ({ serviceId: row.tier_id, kind: row.kind as ServiceChangeKind, at: row.at }),
      ),
  };
};
