// The language of a visit whose address names none (decision D286): `/`, an unknown address, a console
// page. Spec §2.1 gives /cn as the default; before it, the visitor's own choice (the lang cookie) and
// the browser's (Accept-Language), so a Russian or English browser does not open in Chinese.

import { localeOfAcceptLanguage } from "./accept-language.ts";
import { formatLangCookie, LANG_COOKIE_VALUES, parseLangCookie } from "./lang-cookie.ts";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "./locale.ts";
import { joinUrl, queryValue, splitUrl, withQueryValue } from "./url-parts.ts";

export interface VisitLanguage {
  /** The raw lang cookie, if any. */
  readonly langCookie?: string | undefined;
  /** The browser's Accept-Language header, if any. */
  readonly acceptLanguage?: string | undefined;
}

/**
 * The lang cookie's locale when it holds an allowed value, else the browser's, else `fallback`: /cn's
 * for a page and the server's mails and files, English for the provider's envelope (D340).
 */
export const visitorLocale = (visit: VisitLanguage, fallback: Locale = DEFAULT_LOCALE): Locale => {
  const cookie = visit.langCookie === undefined ? undefined : parseLangCookie(visit.langCookie);
  if (cookie?.ok) return cookie.value;
  return localeOfAcceptLanguage(visit.acceptLanguage) ?? fallback;
};

/**
 * The language of the provider's envelope text (`msg`, D340): the caller's as for a page, but English
 * when neither the cookie nor Accept-Language names one of ours, since `msg` was English to every API
 * client before it spoke other languages and a script that sends nothing keeps reading what it read.
 */
export const ENVELOPE_DEFAULT_LOCALE: Locale = "en";
export const envelopeLocale = (visit: VisitLanguage): Locale => visitorLocale(visit, ENVELOPE_DEFAULT_LOCALE);

/** The locale a link's `lang` query names ("ru", or the cookie's form "zh-cn"), if any. */
export const localeOfLinkQuery = (url: string): Locale | undefined => {
  const value = queryValue(splitUrl(url).search, "lang");
  return LOCALES.find((l) => l === value || LANG_COOKIE_VALUES[l] === value);
};

/**
 * The lang cookie to set when a console page (no language segment) is opened, or undefined to leave
 * it: the language a link names (a mail's link carries the language it was written in) wins; without
 * one, a visitor who has no cookie yet gets the browser's language, so the console opens in it.
 */
export const consoleLangCookie = (url: string, visit: VisitLanguage): string | undefined => {
  const linked = localeOfLinkQuery(url);
  const wanted =
    linked ?? (visit.langCookie === undefined || visit.langCookie === "" ? visitorLocale(visit) : undefined);
  if (wanted === undefined) return undefined;
  const value = formatLangCookie(wanted);
  return value === visit.langCookie ? undefined : value;
};

/**
 * A link for a mail: the address (path, query, hash; the caller puts the host before it) with the
 * language the mail is written in, so whoever opens it, in whatever browser, reads on in that language.
 */
export const withLinkLanguage = (address: string, locale: Locale): string => {
  const parts = splitUrl(address);
  return joinUrl({ ...parts, search: withQueryValue(parts.search, "lang", locale) });
};
