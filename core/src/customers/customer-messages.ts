// Message ids of the customers area with their English source text (spec §3 wording).
import { defineMessages } from "../messages/define-messages.ts";

export const customerMessages = defineMessages({
  "customers.status.public": "Public",
  "customers.status.private": "Private",
  "customers.status.cooperative": "Cooperative",
  "customers.origin.externalCustomers": "External customers",
  "customers.origin.tradeInformation": "Trade information",
  "customers.origin.globalBuyers": "Global buyers",
  "customers.origin.search": "Search",
  "customers.origin.others": "Others",
});
export type CustomerMessageId = keyof typeof customerMessages;
