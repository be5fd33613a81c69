// What a figure says about a year earlier (issue 31 item 12, D327): one answer for the change and
// the year-earlier amount beside it. When the year earlier is not wholly in the data, its sum is a
// part of a year (the months loaded), so neither the change nor that sum is shown — the screen had
// said "no comparison" beside "A year earlier: $898.2B". No trade a year earlier is "new".
import { changeRatio } from "./stats-figures.ts";

export type YearComparison =
  | { readonly kind: "none" }
  | { readonly kind: "new" }
  | { readonly kind: "change"; readonly change: number; readonly valueYearEarlier: number };

export const yearComparison = (
  figures: { readonly value: number; readonly valueYearEarlier: number },
  comparable: boolean,
): YearComparison => {
  if (!comparable) return { kind: "none" };
  const change = changeRatio(figures.value, figures.valueYearEarlier);
  return change === null
    ? { kind: "new" }
    : { kind: "change", change, valueYearEarlier: figures.valueYearEarlier };
};
