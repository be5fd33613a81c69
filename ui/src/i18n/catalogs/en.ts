// The whole catalogue in English: core's messages and each UI area's, this language only (a
// page never downloads another language's words).
import { englishMessages } from "@portolan/core";
import { chromeEn } from "./chrome/en.ts";
import { formsEn } from "./forms/en.ts";

export const messages: Readonly<Record<string, string>> = { ...englishMessages, ...chromeEn, ...formsEn };
