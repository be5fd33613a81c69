// The rest of the catalogue in Russian: the core's other messages (errors, validation, accounts…)
// and the forms', loaded after the site's part (site-ru.ts) where a page starts without them.

import { coreRu } from "./core-ru.ts";
import { formsRu } from "./forms/ru.ts";

export const messages: Readonly<Record<string, string>> = { ...coreRu, ...formsRu };
