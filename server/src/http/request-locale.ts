// The caller's language for server messages: the lang cookie when it is an allowed value, else the
// supported language Accept-Language prefers most (core's localeOfAcceptLanguage, q-values counted),
// else Chinese (spec §2.1 default).

import { DEFAULT_LOCALE, type Locale, localeFromLangCookie, localeOfAcceptLanguage } from "@portolan/core";

export const requestLocale = (langCookie: string | undefined, acceptLanguage: string | undefined): Locale => {
  if (langCookie !== undefined && langCookie !== "") {
    const parsed = localeFromLangCookie(langCookie);
    if (parsed.ok) return parsed.value;
  }
  return localeOfAcceptLanguage(acceptLanguage) ?? DEFAULT_LOCALE;
};
