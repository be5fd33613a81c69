// The packages on offer (spec §9): seeded from core's tiers and prices, listed with the stored
// current price. Offline tiers are left out of the list (the contract has no "unavailable" flag).

import type { PackageTierData } from "@portolan/contracts";
import { findPackageTier, orderTotal, PACKAGE_TERM_MONTHS, PACKAGE_TIER_IDS } from "@portolan/core";
import type { OfferStore, PackageOffer } from "../../accounts/packages/offers-port.ts";
import { centsToMajor } from "./order-view.ts";

/** The first offers: every tier on offer at core's price, price version 1. */
export const initialOffers = (now: number): PackageOffer[] =>
  PACKAGE_TIER_IDS.flatMap((tierId) => {
    const quote = orderTotal(tierId);
    return quote.ok
      ? [{ tierId, onOffer: true, priceCents: quote.value.amountCents, priceVersion: 1, updatedAt: now }]
      : [];
  });

export const seedOffers = (offers: OfferStore, now: number): Promise<void> => offers.seed(initialOffers(now));

/** The tiers on offer, in core's order, with their current price and core's coverage. */
export const listPackages = async (offers: OfferStore): Promise<PackageTierData[]> => {
  const stored = new Map((await offers.all()).map((o) => [o.tierId, o]));
  return PACKAGE_TIER_IDS.flatMap((tierId) => {
    const offer = stored.get(tierId);
    const terms = findPackageTier(tierId);
    if (offer === undefined || !offer.onOffer || terms === undefined) return [];
    return [
      {
        id: tierId,
        priceUsdPerYear: centsToMajor(offer.priceCents),
        importCountries: terms.importCountries,
        exportCountries: terms.exportCountries,
        termMonths: PACKAGE_TERM_MONTHS,
      },
    ];
  });
};
