// The site's part of the catalogue in Russian: the core's navigation and site words and the layout's
// own, what a public page's frame shows on first load (i18n.ts; the rest is in ru.ts).

import { chromeRu } from "./chrome/ru.ts";
import { coreSiteRu } from "./core-site-ru.ts";

export const messages: Readonly<Record<string, string>> = { ...coreSiteRu, ...chromeRu };
