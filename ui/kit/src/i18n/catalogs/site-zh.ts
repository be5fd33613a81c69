// The site's part of the catalogue in Simplified Chinese: the core's navigation and site words and the layout's
// own, what a public page's frame shows on first load (i18n.ts; the rest is in zh.ts).

import { chromeZh } from "./chrome/zh.ts";
import { coreSiteZh } from "./core-site-zh.ts";

export const messages: Readonly<Record<string, string>> = { ...coreSiteZh, ...chromeZh };
