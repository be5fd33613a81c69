// The rest of the catalogue in English: the core's other messages (errors, validation, accounts…)
// and the forms', loaded after the site's part (site-en.ts) where a page starts without them.
import { englishMessages } from "@portolan/core";
import { formsEn } from "./forms/en.ts";

export const messages: Readonly<Record<string, string>> = { ...englishMessages, ...formsEn };
