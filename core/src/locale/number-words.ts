// How "or" lists read in each language, written as a rule rather than asked of Intl (the outputs
// equal Intl's; the test compares them). Numbers, plural forms and dates are the UI's, through Intl
// (ui/kit/src/format/, decision D200).
import type { Locale } from "./locale.ts";

/** Alternatives: "10、20或50", "10, 20, or 50", "10, 20 или 50". */
export const listOr = (items: readonly string[], locale: Locale): string => {
  const last = items[items.length - 1];
  if (last === undefined) return "";
  if (items.length === 1) return last;
  const head = items.slice(0, -1);
  if (locale === "zh") return `${head.join("、")}或${last}`;
  if (locale === "ru") return `${head.join(", ")} или ${last}`;
  return items.length === 2 ? `${head[0]} or ${last}` : `${head.join(", ")}, or ${last}`;
};
