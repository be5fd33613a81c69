// Dates and amounts in the user's language (Intl, with the locale's BCP 47 tag). Decision D134: days
// are written in the language's own medium style; instants that end something (a reservation
// deadline) carry the time as well.
import type { Locale } from "@portolan/core";
import { LANGUAGE_TAGS } from "@portolan/kit/i18n/i18n.ts";

export const formatDay = (ms: number, locale: Locale): string =>
  new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], { dateStyle: "medium" }).format(ms);

export const formatInstant = (ms: number, locale: Locale): string =>
  new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], { dateStyle: "medium", timeStyle: "short" }).format(ms);

export const formatMoney = (amount: number, currency: string, locale: Locale): string =>
  new Intl.NumberFormat(LANGUAGE_TAGS[locale], { style: "currency", currency }).format(amount);
