// Message ids of the packages area with their English source text (spec §9 wording).
import { defineMessages } from "../messages/define-messages.ts";

export const packageMessages = defineMessages({
  "packages.tier.PRO": "PRO",
  "packages.tier.GLOBAL": "Global",
  "packages.tier.PLUS": "Plus",
  "packages.tier.LUXURY": "Luxury",
  "packages.tier.DELUXE": "Deluxe",
  "packages.coverage.PRO": "USA import",
  "packages.coverage.importOnly": "{imports} countries import",
  "packages.coverage.importExport": "{imports} countries import and {exports} export",
  "packages.term": "1 year, billed in full at contract start",
  "packages.tier.unknown": "This package does not exist.",
  "packages.payment.providerAccount": "Payment-provider account",
  "packages.payment.card": "Credit or debit card",
  "packages.payment.bankInternational": "International bank transfer",
  "packages.payment.bankHongKong": "Bank transfer (Hong Kong)",
  "packages.payment.bankMainlandChina": "Bank transfer (mainland China)",
  "packages.nonRefundable": "This service is non-refundable.",
  "packages.transfer.referenceInvalid":
    "This is not a payment reference of ours (PTL, the order number, two check digits).",
});
export type PackageMessageId = keyof typeof packageMessages;
