// Routes and language (spec §2.1): the language a path forces, where a visitor on an unmatched route
// goes, the signed-in redirect of two English service pages, and where navigation scrolls to.

import { LANG_COOKIE_VALUES } from "./lang-cookie.ts";
import { DEFAULT_LOCALE, homePathOf, LOCALES, type Locale, localeOfSegment } from "./locale.ts";
import { firstSegment, joinUrl, queryValue, splitUrl, withQueryValue } from "./url-parts.ts";

/** The locale a `lang` query parameter names, in its short ("en") or cookie ("zh-cn") form. */
const localeOfLangParam = (value: string | undefined): Locale | undefined =>
  LOCALES.find((l) => l === value || LANG_COOKIE_VALUES[l] === value);

/**
 * The language a route forces, if any. Decision: "contains cn/en/ru" means the first path segment is
 * exactly cn, en or ru (a substring test would switch /ru/content/faq to English); a `lang` query
 * parameter naming a locale wins, so /cn/service/cedarRose?lang=en (the signed-in redirect) stays
 * English.
 */
export const localeForcedByUrl = (url: string): Locale | undefined => {
  const { pathname, search } = splitUrl(url);
  return localeOfLangParam(queryValue(search, "lang")) ?? localeOfSegment(firstSegment(pathname));
};

/**
 * A visitor on an unmatched route goes to the home of its language prefix; without one, to the home
 * of `fallback` (the visitor's cookie or browser language, decision D286), and by default /cn.
 */
export const homeForUnmatched = (url: string, fallback: Locale = DEFAULT_LOCALE): string =>
  homePathOf(localeOfSegment(firstSegment(splitUrl(url).pathname)) ?? fallback);

/** English pages a signed-in user sees on the Chinese site instead, in English. */
export const SIGNED_IN_CN_REDIRECTS = ["/en/service/cedarRose", "/en/service/debtcollection"] as const;

/**
 * Where a signed-in user is sent instead of `url`, or undefined to stay. Decision: other query
 * parameters and the hash are kept; `lang` is set to en once.
 */
export const signedInRedirect = (url: string): string | undefined => {
  const parts = splitUrl(url);
  const pathname = parts.pathname.replace(/(.)\/$/, "$1");
  if (!(SIGNED_IN_CN_REDIRECTS as readonly string[]).includes(pathname)) return undefined;
  return joinUrl({
    pathname: pathname.replace(/^\/en\//, "/cn/"),
    search: withQueryValue(parts.search, "lang", "en"),
    hash: parts.hash,
  });
};

export type ScrollTarget = { readonly kind: "top" } | { readonly kind: "anchor"; readonly id: string };

/** After navigation: the element the hash names ("#section2" gives "section2"), else the top. */
export const scrollTargetOf = (url: string): ScrollTarget => {
  const raw = splitUrl(url).hash.slice(1);
  if (raw === "") return { kind: "top" };
  try {
    return { kind: "anchor", id: decodeURIComponent(raw) };
  } catch {
    return { kind: "anchor", id: raw };
  }
};
