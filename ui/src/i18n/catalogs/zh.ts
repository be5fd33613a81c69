// The whole catalogue in Simplified Chinese: core's messages and each UI area's, this language only (a
// page never downloads another language's words).

import { chromeZh } from "./chrome/zh.ts";
import { coreZh } from "./core-zh.ts";
import { formsZh } from "./forms/zh.ts";

export const messages: Readonly<Record<string, string>> = { ...coreZh, ...chromeZh, ...formsZh };
