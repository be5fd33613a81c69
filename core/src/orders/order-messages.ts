// Message ids of the orders area with their English source text.
import { defineMessages } from "../messages/define-messages.ts";

export const orderMessages = defineMessages({
  "orders.status.reserved": "Awaiting payment until {deadline}",
  "orders.status.paid": "Paid",
  "orders.invalid.expired": "This order was not paid within 7 days and is no longer valid.",
  "orders.invalid.upgraded": "This order is no longer valid because the service was upgraded.",
  "orders.invalid.offline": "This order is no longer valid because the service was taken offline.",
  "orders.invalid.repriced": "This order is no longer valid because the service price changed.",
  "orders.agreementVoid": "The agreement on this service is void.",
});
export type OrderMessageId = keyof typeof orderMessages;
