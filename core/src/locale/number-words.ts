// How numbers and lists read in each language, written as rules rather than asked of Intl: the
// browser's first Intl formatter loads its locale data in one long task (about 140 ms at Lighthouse's
// 4x CPU slowdown), and the public pages format numbers while they hydrate. The outputs equal
// Intl's (the tests compare them), so the prerendered HTML and the hydrated page agree.
import type { Locale } from "./locale.ts";

const NBSP = "\u00a0";
const GROUP_SEPARATOR: Readonly<Record<Locale, string>> = { zh: ",", en: ",", ru: NBSP };
const DECIMAL_SEPARATOR: Readonly<Record<Locale, string>> = { zh: ".", en: ".", ru: "," };

/**
 * A number with its thousands grouped, at most three decimals (Intl's default): 20000 -> "20,000" in
 * Chinese and English, "20 000" (non-breaking space) in Russian; 1.256 -> "1.256", "1,256".
 */
export const groupDigits = (n: number, locale: Locale): string => {
  const sign = n < 0 ? "-" : "";
  const [whole = "0", fraction = ""] = (Math.round(Math.abs(n) * 1000) / 1000).toFixed(3).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP_SEPARATOR[locale]);
  const decimals = fraction.replace(/0+$/, "");
  return `${sign}${grouped}${decimals === "" ? "" : `${DECIMAL_SEPARATOR[locale]}${decimals}`}`;
};

/** The Russian plural category of a whole number: one (1, 21, 101…), few (2–4, 22–24…), many. */
export const pluralCategoryRu = (n: number): "one" | "few" | "many" => {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return "one";
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return "few";
  return "many";
};

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
