// Which page file (relative to this folder) shows a matched route: the key of the registry's glob,
// of the build's page-files table (link prefetch) and of the prerender's first-page module. Apart
// from the registry so that link prefetch can name a page without loading every page's loader.

import type { Locale, RouteMatch } from "@portolan/core";
import { EN_PAGES } from "./en/en-pages.ts";
import { RU_PAGES } from "./ru/ru-pages.ts";
import { ZH_PAGES } from "./zh/zh-pages.ts";

export const PAGE_FILES: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  zh: ZH_PAGES,
  en: EN_PAGES,
  ru: RU_PAGES,
};

export const NOT_FOUND_FILE = "./shared/not-found-page.tsx";

/** The page file of a matched route, or the not-found page. */
export const pageFileOf = (match: RouteMatch | undefined): string => {
  if (match === undefined) return NOT_FOUND_FILE;
  const file = PAGE_FILES[match.locale][match.route.id];
  return file === undefined ? NOT_FOUND_FILE : `./${match.locale}/${file}`;
};
