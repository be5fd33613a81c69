// What the console reads of one account's commerce (the dashboard and the cost page): its orders and
// the payment-provider orders opened for them. Read-only; the writes are the order store's.

import type { PackageTierId } from "@portolan/core";
import type { ProviderOrderStatus, StoredOrder } from "./orders-port.ts";

export interface StoredPayment {
  readonly providerOrderId: string;
  readonly orderId: string;
  readonly tierId: PackageTierId;
  readonly provider: string;
  readonly status: ProviderOrderStatus;
  readonly amountCents: number;
  readonly currency: "USD";
  readonly createdAt: number;
  readonly updatedAt: number;
}

export interface AccountLedger {
  /** Every order of the account, newest first (ties: larger id first). */
  readonly ordersOf: (accountId: number) => Promise<readonly StoredOrder[]>;
  /** Every provider order opened for the account's orders, newest change first. */
  readonly paymentsOf: (accountId: number) => Promise<readonly StoredPayment[]>;
}
