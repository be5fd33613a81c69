// The whole catalogue in Russian: core's messages and each UI area's, this language only (a
// page never downloads another language's words).

import { chromeRu } from "./chrome/ru.ts";
import { coreRu } from "./core-ru.ts";
import { formsRu } from "./forms/ru.ts";

export const messages: Readonly<Record<string, string>> = { ...coreRu, ...chromeRu, ...formsRu };
