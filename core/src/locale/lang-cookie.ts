// The `lang` cookie (spec §4 Language): the chosen locale, with Chinese stored as "zh-cn". The cookie
// must hold an allowed value; any other value means the 404 page (spec §8 "invalid locale").

import { err, ok, type Result } from "../shared/result.ts";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "./locale.ts";

export const LANG_COOKIE_NAME = "lang";
/** How long the choice is kept: a year. */
export const LANG_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The stored form of each locale. */
export const LANG_COOKIE_VALUES: Readonly<Record<Locale, string>> = { zh: "zh-cn", en: "en", ru: "ru" };

export interface InvalidLangCookie {
  readonly reason: "invalid-locale";
  readonly value: string;
}

export const formatLangCookie = (locale: Locale): string => LANG_COOKIE_VALUES[locale];

/** Exactly one of the three stored values; nothing else (not "zh", not "EN"). */
export const isAllowedLangCookie = (value: string): boolean =>
  LOCALES.some((locale) => LANG_COOKIE_VALUES[locale] === value);

export const parseLangCookie = (value: string): Result<Locale, InvalidLangCookie> => {
  const locale = LOCALES.find((l) => LANG_COOKIE_VALUES[l] === value);
  return locale === undefined ? err({ reason: "invalid-locale", value }) : ok(locale);
};

/**
 * The locale a visit starts with: the default (zh) when no cookie is set, the cookie's locale when it
 * is allowed, and a failure (show the 404 page) when it holds anything else. Decision: an absent or
 * empty cookie is not an invalid one.
 */
export const localeFromLangCookie = (value: string | undefined): Result<Locale, InvalidLangCookie> =>
  value === undefined || value === "" ? ok(DEFAULT_LOCALE) : parseLangCookie(value);
