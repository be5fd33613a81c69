// The console's catalogue of one language: every console area's messages in it.
import type { Locale } from "@portolan/core";
import { CONSOLE_AREAS } from "./console-areas.ts";

export const consoleCatalog = (locale: Locale): Readonly<Record<string, string>> =>
  Object.assign({}, ...CONSOLE_AREAS.map((a) => a[locale]));
