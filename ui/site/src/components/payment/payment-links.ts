// The addresses the payment page links to, in the page's language where the site has the page
// (Chinese has no package pages: the English ones), read from core's routes.
import { type Locale, routeById } from "@portolan/core";

export const sitePath = (id: string, locale: Locale): string =>
  routeById(id)?.paths[locale] ?? routeById(id)?.paths.en ?? "/";
