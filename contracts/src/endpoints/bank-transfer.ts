// Designed here (issue 13; spec §9 "bank transfer (international, Hong Kong, mainland China)"): what
// a buyer needs to pay an order by bank transfer: the seller's accounts, the amount and the reference
// that ties the transfer to the order, before the reservation ends (spec §4).
import { Schema } from "effect";
import { defineEndpoint } from "../endpoint.ts";
import { Envelope } from "../envelope.ts";
import { CurrencyCode, EpochMillis, LineText, MoneyAmount } from "../primitives.ts";
import { OrderId } from "./orders.ts";

export const BankTransferKind = Schema.Literals([
  "BANK_TRANSFER_INTERNATIONAL",
  "BANK_TRANSFER_HONG_KONG",
  "BANK_TRANSFER_MAINLAND_CHINA",
]);

export const BankAccount = Schema.Struct({
  kind: BankTransferKind,
  bankName: LineText,
  accountName: LineText,
  accountNumber: LineText,
  swift: Schema.optionalKey(LineText),
  /** Demo values of the embedded default: not an account to pay into. */
  demo: Schema.Boolean,
}).annotate({ identifier: "BankAccount" });
export type BankAccount = typeof BankAccount.Type;

export const BankTransferDetails = Schema.Struct({
  orderId: OrderId,
  /** Write it in the transfer's reference field: "PTL", the order id and two check digits. */
  reference: LineText,
  amount: MoneyAmount,
  currency: CurrencyCode,
  /** The transfer must arrive before this instant (the order's reservation). */
  payBefore: EpochMillis,
  accounts: Schema.Array(BankAccount),
}).annotate({ identifier: "BankTransferDetails" });
export type BankTransferDetails = typeof BankTransferDetails.Type;

export const bankTransfer = defineEndpoint({
  name: "bankTransfer",
  method: "GET",
  host: "provider",
  path: "/public/bank-transfer",
  encoding: "query",
  request: { query: Schema.Struct({ orderId: OrderId }) },
  response: Envelope(BankTransferDetails),
  requiresSession: false,
  summary: "Bank details and reference to pay an order by transfer",
  description:
    "Designed here. For an unpaid order still reserved; 30001 unknown, 30002 no longer valid, 30003 already paid. The operator marks the transfer received (scripts/operator.sh), which grants the package.",
  tag: "payments",
  origin: "designed",
});
