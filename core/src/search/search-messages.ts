// Message ids of the search area with their English source text.
import { defineMessages } from "../messages/define-messages.ts";

export const searchMessages = defineMessages({
  "search.page.outOfRange": "Choose a page from 1 to {max}.",
  "search.pageSize.invalid": "Choose 20, 50 or 100 results per page.",
  "search.date.invalid": "Enter the date as yyyy-MM-dd.",
  "search.dateRange.reversed": "The start date must not be after the end date.",
  "search.range.notNumber": "Enter a number such as 1000 or 2.5 (digits and a point only).",
  "search.range.reversed": "The minimum must not be above the maximum.",
  "search.kind.description": "Product description",
  "search.kind.hsCode": "HS code",
  "search.kind.importer": "Importer",
  "search.kind.exporter": "Exporter",
});
export type SearchMessageId = keyof typeof searchMessages;
