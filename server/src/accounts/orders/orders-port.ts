// Orders of a data package, the payment-provider orders opened for them, and the services a paid
// order gives its account. Amounts are USD cents (integers).

import type { Locale, PackageTierId } from "@portolan/core";
import type { IdempotencyScope } from "./idempotency-port.ts";

export interface StoredOrder {
  /** All digits (spec §5 payment lookup), random: not guessable from another order's id. */
  readonly id: string;
  readonly accountId: number;
  readonly tierId: PackageTierId;
  readonly amountCents: number;
  readonly currency: "USD";
  /** The offer's price version the amount was taken from. */
  readonly priceVersion: number;
  readonly createdAt: number;
  readonly paidAt?: number;
  /** The language the buyer used when ordering: every mail about the order speaks it. */
  readonly locale: Locale;
}

export type PlaceOrderOutcome =
  | { readonly kind: "created"; readonly order: StoredOrder; readonly result: string }
  | { readonly kind: "replay"; readonly result: string }
  | { readonly kind: "conflict" }
  | { readonly kind: "unavailable" };

export interface PlaceOrderInput {
  readonly key: IdempotencyScope;
  readonly accountId: number;
  readonly tierId: PackageTierId;
  readonly now: number;
  readonly locale: Locale;
  /** Draws an order id; drawn again when it is taken. */
  readonly newId: () => string;
  /** The answer stored under the key for the new order (pure). */
  readonly respond: (order: StoredOrder) => string;
}

export type ProviderOrderStatus = "created" | "completed" | "pending" | "declined";

export interface StoredProviderOrder {
  readonly providerOrderId: string;
  readonly orderId: string;
  readonly provider: string;
  readonly status: ProviderOrderStatus;
  readonly createdAt: number;
}

export interface CaptureRecord {
  /** The idempotency key of the capture call, when it came from one (not from a webhook). */
  readonly key?: IdempotencyScope;
  readonly providerOrderId: string;
  readonly status: Exclude<ProviderOrderStatus, "created">;
  /** When the capture happened; a completed one starts the package's term by core's newTerm (D147). */
  readonly now: number;
  /** The answer stored under the key, from the order as it is after the capture (pure). */
  readonly respond: (order: StoredOrder) => string;
}

/** An order as the admin page lists it (issue 13): with its account's name and its provider orders. */
export interface RecentOrder {
  readonly order: StoredOrder;
  readonly account: string;
  /** Its provider orders, oldest first. */
  readonly payments: readonly { readonly provider: string; readonly status: string }[];
}

export interface OrderStore {
  /** Reads the key, the offer and writes the order and the key's answer in one write transaction. */
  readonly place: (input: PlaceOrderInput) => Promise<PlaceOrderOutcome>;
  readonly find: (id: string) => Promise<StoredOrder | undefined>;
  /** Unpaid orders of a tier created at or after `since`. */
  readonly unpaidOfTier: (tierId: PackageTierId, since: number) => Promise<readonly StoredOrder[]>;
  /** Records a provider order and the key's answer; a replayed key gets the answer stored first. */
  readonly recordProviderOrder: (
    record: Omit<StoredProviderOrder, "status">,
    key: IdempotencyScope,
    result: string,
  ) => Promise<string>;
  readonly findProviderOrder: (providerOrderId: string) => Promise<StoredProviderOrder | undefined>;
  /**
   * Records a capture's outcome; a completed one marks the order paid (once) and records the
   * account's service. Returns the answer stored under the key (the first one when replayed).
   */
  readonly recordCapture: (record: CaptureRecord) => Promise<string>;
  /** The newest `limit` orders of every account, newest first (ties: larger id first). */
  readonly recent: (limit: number) => Promise<readonly RecentOrder[]>;
}
