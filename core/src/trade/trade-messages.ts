// Message ids of the trade data engine's queries and refusals, with their English source text.
import { defineMessages } from "../messages/define-messages.ts";

export const tradeMessages = defineMessages({
  "trade.query.noDataset": "Choose at least one data set to search.",
  "trade.query.kind": "Search by product description, HS code, importer or exporter.",
  "trade.query.hsPrefix": "Enter an HS code of 2 to 10 digits.",
  "trade.query.hsCodeText": "An HS code search takes 2 to 10 digits.",
  "trade.refused.datasetNotOwned": "Your package does not include this data set.",
  "trade.refused.kindUnsupported": "This data set cannot be searched this way.",
});
export type TradeMessageId = keyof typeof tradeMessages;
