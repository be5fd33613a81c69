// The provider's own levers on the offer (not an HTTP endpoint): re-price a tier, take it offline or
// back online, or record an upgrade of its service. Each is a service change of spec §4 Orders,
// logged with its time; core's order lifecycle then reads every unpaid order of the tier created
// before it as invalid (repriced, offline, upgraded). Each answers how many open orders it voided.

import {
  canPayOrder,
  DAY_MS,
  ORDER_RESERVATION_DAYS,
  type PackageTierId,
  type ServiceChangeKind,
} from "@portolan/core";
import type { OrderStore } from "../../accounts/orders/orders-port.ts";
import type { OfferStore, PackageOffer } from "../../accounts/packages/offers-port.ts";
import { lifecycleOrder } from "./order-view.ts";

export type OfferAdminResult =
  | { readonly ok: true; readonly changed: boolean; readonly invalidated: number }
  | { readonly ok: false; readonly error: "unknown-tier" | "bad-price" };

export interface OfferAdmin {
  readonly reprice: (tierId: PackageTierId, priceCents: number, now: number) => Promise<OfferAdminResult>;
  readonly setOnOffer: (tierId: PackageTierId, onOffer: boolean, now: number) => Promise<OfferAdminResult>;
  /** The service of the tier was upgraded (new coverage or features): its open orders are void. */
  readonly upgrade: (tierId: PackageTierId, now: number) => Promise<OfferAdminResult>;
}

/** Only orders created within the reservation can still be open. */
const OPEN_WINDOW_MS = ORDER_RESERVATION_DAYS * DAY_MS;

export const createOfferAdmin = (offers: OfferStore, orders: OrderStore): OfferAdmin => {
  const apply = async (
    offer: PackageOffer,
    next: Pick<PackageOffer, "onOffer" | "priceCents" | "priceVersion">,
    change: ServiceChangeKind,
    now: number,
  ): Promise<OfferAdminResult> => {
    const before = await offers.changes(offer.tierId);
    const candidates = await orders.unpaidOfTier(offer.tierId, now - OPEN_WINDOW_MS);
    const open = candidates.filter((o) => canPayOrder(lifecycleOrder(o), before, now));
    await offers.update({ tierId: offer.tierId, ...next, change, at: now });
    const after = await offers.changes(offer.tierId);
    const voided = open.filter((o) => !canPayOrder(lifecycleOrder(o), after, now));
    return { ok: true, changed: true, invalidated: voided.length };
  };
  const unchanged: OfferAdminResult = { ok: true, changed: false, invalidated: 0 };
  return {
    reprice: async (tierId, priceCents, now) => {
      if (!Number.isSafeInteger(priceCents) || priceCents <= 0) return { ok: false, error: "bad-price" };
      const offer = await offers.find(tierId);
      if (offer === undefined) return { ok: false, error: "unknown-tier" };
      if (offer.priceCents === priceCents) return unchanged;
      const next = { onOffer: offer.onOffer, priceCents, priceVersion: offer.priceVersion + 1 };
      return apply(offer, next, "repriced", now);
    },
    setOnOffer: async (tierId, onOffer, now) => {
      const offer = await offers.find(tierId);
      if (offer === undefined) return { ok: false, error: "unknown-tier" };
      if (offer.onOffer === onOffer) return unchanged;
      const next = { onOffer, priceCents: offer.priceCents, priceVersion: offer.priceVersion };
      if (!onOffer) return apply(offer, next, "offline", now);
      // Back online changes nothing for orders: none could be placed while the tier was offline.
      await offers.update({ tierId, ...next, at: now });
      return { ok: true, changed: true, invalidated: 0 };
    },
    upgrade: async (tierId, now) => {
      const offer = await offers.find(tierId);
      if (offer === undefined) return { ok: false, error: "unknown-tier" };
      const next = { onOffer: offer.onOffer, priceCents: offer.priceCents, priceVersion: offer.priceVersion };
      return apply(offer, next, "upgraded", now);
    },
  };
};
