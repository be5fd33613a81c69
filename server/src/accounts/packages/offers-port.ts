// The packages on offer (spec §9) as the commerce services read and change them: per tier, whether it
// is on offer, its current price in cents and a price version, and the log of service changes
// (upgraded, offline, re-priced) that invalidate open orders (spec §4 Orders).

import type { PackageTierId, ServiceChange, ServiceChangeKind } from "@portolan/core";

export interface PackageOffer {
  readonly tierId: PackageTierId;
  readonly onOffer: boolean;
  /** USD cents (integer): no float drift. */
  readonly priceCents: number;
  /** Starts at 1; goes up by one at each re-pricing. */
  readonly priceVersion: number;
  readonly updatedAt: number;
}

export interface OfferUpdate {
  readonly tierId: PackageTierId;
  readonly onOffer: boolean;
  readonly priceCents: number;
  readonly priceVersion: number;
  /** The service change this update makes (recorded in the change log at `at`), if any. */
  readonly change?: ServiceChangeKind;
  readonly at: number;
}

export interface OfferStore {
  /** Writes the offers that do not exist yet (idempotent); existing offers are left untouched. */
  readonly seed: (offers: readonly PackageOffer[]) => Promise<void>;
  /** Every offer, in core's tier order (PACKAGE_TIER_IDS). */
  readonly all: () => Promise<readonly PackageOffer[]>;
  readonly find: (tierId: PackageTierId) => Promise<PackageOffer | undefined>;
  /** Applies the update and records its change in one transaction. */
  readonly update: (update: OfferUpdate) => Promise<void>;
  /** The recorded changes of a tier (serviceId = tier id), oldest first. */
  readonly changes: (tierId: PackageTierId) => Promise<readonly ServiceChange[]>;
}
