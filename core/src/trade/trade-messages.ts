// Message ids of the trade data engine's queries, with their English source text (its refusals are
// error messages: errors/error-messages.ts).
import { defineMessages } from "../messages/define-messages.ts";

export const tradeMessages = defineMessages({
  "trade.query.noDataset": "Choose at least one data set to search.",
  "trade.query.kind": "Search by product description, HS code, importer or exporter.",
  "trade.query.hsPrefix": "Enter an HS code of 2 to 10 digits.",
  "trade.query.hsCodeText": "An HS code search takes 2 to 10 digits.",
  "trade.query.unknownRecord": "This record does not exist.",
  "trade.query.unknownCompany": "This company does not exist.",
});
export type TradeMessageId = keyof typeof tradeMessages;
