// Payment methods and refund terms of spec §9.
import type { PackageMessageId } from "./package-messages.ts";

export const PAYMENT_METHODS = [
  "PROVIDER_ACCOUNT",
  "CARD",
  "BANK_TRANSFER_INTERNATIONAL",
  "BANK_TRANSFER_HONG_KONG",
  "BANK_TRANSFER_MAINLAND_CHINA",
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const LABELS: Readonly<Record<PaymentMethod, PackageMessageId>> = {
  PROVIDER_ACCOUNT: "packages.payment.providerAccount",
  CARD: "packages.payment.card",
  BANK_TRANSFER_INTERNATIONAL: "packages.payment.bankInternational",
  BANK_TRANSFER_HONG_KONG: "packages.payment.bankHongKong",
  BANK_TRANSFER_MAINLAND_CHINA: "packages.payment.bankMainlandChina",
};

export const isPaymentMethod = (value: unknown): value is PaymentMethod =>
  PAYMENT_METHODS.some((m) => m === value);

export const paymentMethodLabel = (method: PaymentMethod): PackageMessageId => LABELS[method];

/** Paid online through the payment provider (account or card), as opposed to a bank transfer. */
export const isOnlinePayment = (method: PaymentMethod): boolean =>
  method === "PROVIDER_ACCOUNT" || method === "CARD";

/**
 * Refund terms are stated per offer at each purchase (spec §9: some services are non-refundable).
 * Decision "Refundability": an offer carries its own flag; the notice is shown when it is set.
 */
export interface RefundTerms {
  readonly nonRefundable: boolean;
}

export const refundNotice = (terms: RefundTerms): PackageMessageId | undefined =>
  terms.nonRefundable ? "packages.nonRefundable" : undefined;
