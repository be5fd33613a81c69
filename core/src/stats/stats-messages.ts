// Message ids of market analysis' filters, with their English source text (the refusal of a package
// without the permission is an error message: errors/error-messages.ts).
import { defineMessages } from "../messages/define-messages.ts";

export const statsMessages = defineMessages({
  "stats.query.source": "Choose the statistics of UN Comtrade or of China customs.",
  "stats.query.flow": "Choose imports or exports.",
  "stats.query.hsLevel": "Choose an HS level this source publishes: 2, 4 or 6 digits (China customs also 8).",
  "stats.query.hs": "Enter an HS code of 2 to 6 digits (China customs: up to 8).",
  "stats.query.reporter":
    "Choose reporting countries by their two-letter codes (China customs reports for China alone).",
  "stats.query.partner": "Choose partner countries by their two-letter codes.",
  "stats.query.period": "Enter months as year and month, such as 2025-03, at most ten years apart.",
  "stats.query.currency": "Choose a currency this source publishes: US dollars (China customs also yuan).",
  "stats.query.chinaOnly": "Trade modes and provinces are China customs' figures only.",
  "stats.query.tradeMode": "Choose trade modes from the list.",
  "stats.query.province": "Choose provinces from the list.",
  "stats.noData": "No statistics of this source are loaded yet.",
  "stats.query.breakdown": "Break China customs' figures down by trade mode or by province.",
});
export type StatsMessageId = keyof typeof statsMessages;
