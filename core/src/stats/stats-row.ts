// One row of trade statistics as the store keeps it, whichever source it came from, and why the
// importer passes a row over or rejects it (the English its summary prints).
import { defineMessages } from "../messages/define-messages.ts";

export interface StatsRow {
  readonly source: "un" | "cn";
  /** ISO alpha-2. */
  readonly reporter: string;
  readonly flow: "M" | "X";
  readonly partner: string;
  /** The most detailed code the source publishes: 6 digits (un) or 8 (cn). */
  readonly hs: string;
  /** yyyyMM. */
  readonly period: number;
  /** cn only ("" for un). */
  readonly tradeMode: string;
  readonly province: string;
  readonly valueUsd: number;
  readonly valueCny?: number;
  /** kg. */
  readonly netWeight?: number;
  readonly quantity?: number;
  readonly quantityUnit?: string;
  readonly quantity2?: number;
  readonly quantity2Unit?: string;
}

export const statsImportMessages = defineMessages({
  "stats.import.badPeriod": "not a month (yyyyMM, or refYear with refMonth 1 to 12)",
  "stats.import.badCountry": "a reporter or partner that is no country code the source uses",
  "stats.import.badFlow": "a flow neither import nor export",
  "stats.import.badHs": "not a product code of the source's most detailed level (6 digits; China customs 8)",
  "stats.import.badNumber": "a value, weight or quantity that is not a number of 0 or more",
  "stats.import.badTradeMode": "a trade mode that is not in China customs' list",
  "stats.import.badProvince": "a province that is not in China customs' list",
  "stats.import.duplicate": "the same reporter, partner, product, month (and trade mode, province) again",
  "stats.import.unreadable": "unreadable CSV (an unclosed quote, or a different number of fields)",
  "stats.pass.aggregate": "a total or a code above the most detailed level (the store sums those itself)",
  "stats.pass.world": "the partner is the world or an area, not a country",
  "stats.pass.annual": "an annual figure (the store keeps months: load the monthly file)",
  "stats.pass.breakdown":
    "a breakdown by second partner, customs procedure or transport mode (the totals are kept)",
  "stats.pass.otherFlow": "a re-export, re-import or other flow than import and export",
  "stats.file.missingColumns": "the file lacks a required column; none of its rows were read",
  "stats.file.noFlow":
    "China customs file without a 进出口 column or 'import'/'export' (进口/出口) in its name",
  "stats.file.unreadable":
    "the file cannot be read (not CSV, or a broken gzip); none of its rows were loaded",
});
export type StatsImportReason = keyof typeof statsImportMessages;

/** What the reading of one record gives. */
export type StatsRowReading =
  | { readonly kind: "row"; readonly row: StatsRow }
  | { readonly kind: "passOver"; readonly reason: StatsImportReason }
  | { readonly kind: "reject"; readonly reason: StatsImportReason; readonly column: string };

/** A number of 0 or more as the files write it (thousands never separated); "" is absent. */
export const readStatsAmount = (text: string | undefined): number | undefined | null => {
  const t = text?.trim() ?? "";
  if (t === "") return undefined;
  if (!/^\d+(\.\d+)?([eE][+-]?\d+)?$/.test(t)) return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
};

/** The natural key of a row: two rows with the same key are the same figure. */
export const statsRowKey = (r: StatsRow): string =>
  [r.source, r.reporter, r.flow, r.partner, r.hs, r.period, r.tradeMode, r.province].join("|");
