// Where a cancelled account appeals (spec §4 "A cancelled account can appeal"; the terms: "through
// our contact page"; D292): the site's contact page in the visitor's language, on the site's base.
import type { Locale } from "../locale/locale.ts";
import { routeById } from "../site/site-routes.ts";

export const appealPagePath = (locale: Locale, homeBase = ""): string =>
  `${homeBase}${routeById("contact")?.paths[locale] ?? `/${locale}/contact`}`;
