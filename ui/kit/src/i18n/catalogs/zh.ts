// The rest of the catalogue in Simplified Chinese: the core's other messages (errors, validation, accounts…)
// and the forms', loaded after the site's part (site-zh.ts) where a page starts without them.

import { coreZh } from "./core-zh.ts";
import { formsZh } from "./forms/zh.ts";

export const messages: Readonly<Record<string, string>> = { ...coreZh, ...formsZh };
