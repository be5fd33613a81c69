// hreflang alternates between the Chinese, English and Russian versions of one page.

import { DEFAULT_LOCALE, LOCALES, type Locale } from "../locale/locale.ts";
import type { SiteRoute } from "./site-routes.ts";

/** The hreflang value of each locale. */
export const HREFLANG: Readonly<Record<Locale, string>> = { zh: "zh-CN", en: "en", ru: "ru" };

export interface Alternate {
  readonly hreflang: string;
  readonly path: string;
}

/**
 * The alternates of a page, in locale order, then x-default (the Chinese version, Chinese being the
 * default). Decisions: a page that exists in one language only has no alternates; a page with a
 * parameter takes the parameter's value (`params`); x-default is given only when a Chinese version exists.
 */
export const alternatesOf = (
  route: SiteRoute,
  params: Readonly<Record<string, string>> = {},
): Alternate[] => {
  const fill = (path: string): string =>
    path.replace(/:(\w+)/g, (whole, name: string) => {
      const value = params[name];
      return value === undefined ? whole : encodeURIComponent(value);
    });
  const versions = LOCALES.flatMap((locale) => {
    const path = route.paths[locale];
    return path === undefined ? [] : [{ hreflang: HREFLANG[locale], path: fill(path) }];
  });
  if (versions.length < 2) return [];
  const fallback = route.paths[DEFAULT_LOCALE];
  return fallback === undefined ? versions : [...versions, { hreflang: "x-default", path: fill(fallback) }];
};
