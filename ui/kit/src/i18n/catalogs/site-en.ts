// The site's part of the catalogue in English: the core's navigation and site words and the
// layout's own, what a public page's frame shows on first load (i18n.ts; the rest is in en.ts).
import { navMessages, siteMessages } from "@portolan/core";
import { chromeEn } from "./chrome/en.ts";

export const messages: Readonly<Record<string, string>> = { ...navMessages, ...siteMessages, ...chromeEn };
