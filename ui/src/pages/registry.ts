// The page module of every route in every language (route ids and paths come from core's
// SITE_ROUTES), and the not-found page. Each language keeps its own table of files; the files are
// found through Vite's glob so each page is its own chunk and the prerender knows which.

import type { Locale, RouteMatch } from "@portolan/core";
import { EN_PAGES } from "./en/en-pages.ts";
import type { PageModule } from "./page-module.ts";
import { RU_PAGES } from "./ru/ru-pages.ts";
import { ZH_PAGES } from "./zh/zh-pages.ts";

const MODULES = import.meta.glob<PageModule>(["./zh/*.tsx", "./en/*.tsx", "./ru/*.tsx", "./shared/*.tsx"]);

export const PAGE_FILES: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  zh: ZH_PAGES,
  en: EN_PAGES,
  ru: RU_PAGES,
};

export const NOT_FOUND_FILE = "./shared/not-found-page.tsx";

/** The page file (relative to this folder) of a matched route, or the not-found page. */
export const pageFileOf = (match: RouteMatch | undefined): string => {
  if (match === undefined) return NOT_FOUND_FILE;
  const file = PAGE_FILES[match.locale][match.route.id];
  return file === undefined ? NOT_FOUND_FILE : `./${match.locale}/${file}`;
};

/** Whether a page file exists (the registry's own test checks every route). */
export const hasPageFile = (file: string): boolean => file in MODULES;

export const loadPage = (file: string): Promise<PageModule> => {
  const load = MODULES[file] ?? MODULES[NOT_FOUND_FILE];
  if (load === undefined) throw new Error(`no page module ${file}`);
  return load();
};
