// The weight and value ranges of the search form (issue 15 "weight and value ranges"): what the
// provider reads (core's readTradeQuery takes plain decimal numbers up to 10^12 and turns a
// backwards range round), checked before the search so that the form can say what is wrong instead.
import type { SearchMessageId } from "./search-messages.ts";

export type RangeIssue = Extract<SearchMessageId, "search.range.notNumber" | "search.range.reversed">;

/** A bound as the provider reads it: digits with an optional decimal part; "" is no bound. */
export const readAmount = (text: string): number | undefined | "invalid" => {
  const t = text.trim();
  if (t === "") return undefined;
  if (!/^\d+(\.\d+)?$/.test(t)) return "invalid";
  const n = Number(t);
  return n <= 1e12 ? n : "invalid";
};

/** What is wrong with a range, if anything: a bound that is no number, or a minimum above the maximum. */
export const rangeIssue = (min: string, max: string): RangeIssue | undefined => {
  const lo = readAmount(min);
  const hi = readAmount(max);
  if (lo === "invalid" || hi === "invalid") return "search.range.notNumber";
  if (lo !== undefined && hi !== undefined && lo > hi) return "search.range.reversed";
  return undefined;
};
