// Dates as the site writes them, through Intl with the page's locale (one formatter per language
// and style, made when first used): a day as yyyy-MM-dd, an instant as a long date and time.
import type { Locale } from "@portolan/core";
import { LANGUAGE_TAGS } from "./language-tag.ts";

const dateParts = new Map<Locale, Intl.DateTimeFormat>();

/**
 * A day as yyyy-MM-dd (UTC), whatever the language: the digits come from Intl with the page's
 * locale (Latin digits in all three), the order is the site's one date format.
 */
export const formatDate = (ms: number, locale: Locale): string => {
  let format = dateParts.get(locale);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], {
      timeZone: "UTC",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    dateParts.set(locale, format);
  }
  const part = (type: Intl.DateTimeFormatPartTypes): string =>
    format.formatToParts(ms).find((p) => p.type === type)?.value ?? "";
  return `${part("year").padStart(4, "0")}-${part("month")}-${part("day")}`;
};

const dateTimes = new Map<Locale, Intl.DateTimeFormat>();

/** An instant as a long date and a time, in the browser's time zone: "5 January 2024 at 14:00" style. */
export const formatDateTime = (ms: number, locale: Locale): string => {
  let format = dateTimes.get(locale);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], { dateStyle: "long", timeStyle: "short" });
    dateTimes.set(locale, format);
  }
  return format.format(ms);
};
