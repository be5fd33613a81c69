// The caller's language for server messages: the lang cookie when it is an allowed value, else the
// first supported language of Accept-Language, else Chinese (spec §2.1 default).

import { DEFAULT_LOCALE, type Locale, localeFromLangCookie } from "@portolan/core";

const fromAcceptLanguage = (header: string | undefined): Locale | undefined => {
  for (const part of (header ?? "").split(",")) {
    const tag = part.split(";")[0]?.trim().toLowerCase() ?? "";
    if (tag.startsWith("zh")) return "zh";
    if (tag.startsWith("en")) return "en";
    if (tag.startsWith("ru")) return "ru";
  }
  return undefined;
};

export const requestLocale = (langCookie: string | undefined, acceptLanguage: string | undefined): Locale => {
  if (langCookie !== undefined && langCookie !== "") {
    const parsed = localeFromLangCookie(langCookie);
    if (parsed.ok) return parsed.value;
  }
  return fromAcceptLanguage(acceptLanguage) ?? DEFAULT_LOCALE;
};
