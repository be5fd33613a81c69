// Country names in a page's language, from the browser's (or Node's) own country names.
import type { Locale } from "@portolan/core";

import { LANGUAGE_TAGS as TAGS } from "./language-tag.ts";

const cache = new Map<Locale, Intl.DisplayNames>();

/** The name of an ISO 3166 alpha-2 country in `locale`; the code itself if it has none. */
export const countryName = (code: string, locale: Locale): string => {
  let names = cache.get(locale);
  if (names === undefined) {
    names = new Intl.DisplayNames([TAGS[locale]], { type: "region", fallback: "code" });
    cache.set(locale, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
};

/** A namer bound to one language. */
export const countryNamer =
  (locale: Locale) =>
  (code: string): string =>
    countryName(code, locale);
