// The page module of every route in every language (route ids and paths come from core's
// SITE_ROUTES, files from page-files.ts), and the not-found page. The files are found through Vite's
// glob so each page is its own chunk and the prerender knows which.

import { NOT_FOUND_FILE } from "./page-files.ts";
import type { PageModule } from "./page-module.ts";

const MODULES = import.meta.glob<PageModule>(["./zh/*.tsx", "./en/*.tsx", "./ru/*.tsx", "./shared/*.tsx"]);

/** Whether a page file exists (registry.test.ts checks every route's). */
export const hasPageFile = (file: string): boolean => file in MODULES;

export const loadPage = (file: string): Promise<PageModule> => {
  const load = MODULES[file] ?? MODULES[NOT_FOUND_FILE];
  if (load === undefined) throw new Error(`no page module ${file}`);
  return load();
};
