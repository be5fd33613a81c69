// Numbers as a page's language writes them, through Intl with the page's locale (one
// formatter per language and style, made when first used). Counts in sentences go through ICU
// plurals in the catalogues (`{count, plural, …}`), which format their number the same way.
import type { Locale } from "@portolan/core";
import { LANGUAGE_TAGS } from "./language-tag.ts";

const formatters = new Map<string, Intl.NumberFormat>();

const numberFormat = (
  locale: Locale,
  style: string,
  options: Intl.NumberFormatOptions,
): Intl.NumberFormat => {
  const key = `${locale} ${style}`;
  let format = formatters.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(LANGUAGE_TAGS[locale], options);
    formatters.set(key, format);
  }
  return format;
};

/** 20000 -> "20,000" (zh, en), "20 000" (ru, with a non-breaking space); at most three decimals. */
export const formatNumber = (n: number, locale: Locale): string =>
  numberFormat(locale, "plain", {}).format(n);

/** Whole US dollars: 2399 -> "$2,399" (en), "US$2,399" (zh), "2 399 $" (ru). */
export const formatUsd = (n: number, locale: Locale): string =>
  numberFormat(locale, "usd", { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(n);

/** A large count in words: 126000000 -> "126 million" (en), "126 миллионов" (ru), "1.3亿" (zh). */
export const formatCompact = (n: number, locale: Locale): string =>
  numberFormat(locale, "compact", { notation: "compact", compactDisplay: "long" }).format(n);

/** A chart axis's figure, short: 126000 -> "126K" (en), "12.6万" (zh), "126 тыс." (ru). */
export const formatShort = (n: number, locale: Locale): string =>
  numberFormat(locale, "short", { notation: "compact", compactDisplay: "short" }).format(n);

/** A part of a whole, 0 to 1, to a tenth of a percent: 0.6667 -> "66.7%" (en), "66,7 %" (ru). */
export const formatPercent = (part: number, locale: Locale): string =>
  numberFormat(locale, "percent", { style: "percent", maximumFractionDigits: 1 }).format(part);

/** An amount in a currency with its cents: 899, "USD" -> "$899.00" (en). */
export const formatMoney = (amount: number, currency: string, locale: Locale): string =>
  numberFormat(locale, `money ${currency}`, { style: "currency", currency }).format(amount);

/** A large amount short, with its currency: 3.4e12, "USD" -> "$3.4T" (en), "US$3.4万亿" (zh), "3,4 трлн $" (ru). */
export const formatMoneyShort = (amount: number, currency: string, locale: Locale): string =>
  numberFormat(locale, `money-short ${currency}`, {
    style: "currency",
    currency,
    notation: "compact",
    maximumFractionDigits: 1,
  }).format(amount);

/** A whole amount in a currency: 2399, "CNY" -> "CN¥2,399" (en), "¥2,399" (zh). */
export const formatMoneyWhole = (amount: number, currency: string, locale: Locale): string =>
  numberFormat(locale, `money-whole ${currency}`, {
    style: "currency",
    currency,
    maximumFractionDigits: 0,
  }).format(amount);

/** A change, signed, to a tenth of a percent: 0.0303 -> "+3%", -0.0385 -> "-3.9%" (en), "−3,9 %" (ru). */
export const formatChange = (change: number, locale: Locale): string =>
  numberFormat(locale, "change", {
    style: "percent",
    maximumFractionDigits: 1,
    signDisplay: "exceptZero",
  }).format(change);

/** A weight of evidence with its sign, to a tenth: 9.26 -> "+9.3", -6.65 -> "-6.7" (en), "-6,7" (ru), 0 -> "0". */
export const formatSigned = (n: number, locale: Locale): string =>
  numberFormat(locale, "signed", { maximumFractionDigits: 1, signDisplay: "exceptZero" }).format(n);

const pluralRules = new Map<Locale, Intl.PluralRules>();

/**
 * The plural category of a count in the language, for words written in one language's pages (a
 * message shown in several languages says it with an ICU plural instead): ru 1, 21 -> "one";
 * 2, 22 -> "few"; 5, 11 -> "many"; en 1 -> "one", 2 -> "other".
 */
export const pluralCategory = (n: number, locale: Locale): Intl.LDMLPluralRule => {
  let rules = pluralRules.get(locale);
  if (rules === undefined) {
    rules = new Intl.PluralRules(LANGUAGE_TAGS[locale]);
    pluralRules.set(locale, rules);
  }
  return rules.select(n);
};
