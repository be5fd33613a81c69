// The HTML sitemap's content (decision D191): the public pages of one language in named groups, each
// page by its route id (core's SITE_ROUTES) and its name in that language. Every page the language
// prerenders (what /sitemap.xml lists) must be in exactly one group: siteMapGaps says what is not.
import { type Locale, prerenderPaths, routeById } from "@portolan/core";

export interface SiteMapGroup {
  readonly title: string;
  /** [route id, the page's name in the group's language]. */
  readonly pages: readonly (readonly [id: string, name: string])[];
}

/** The address of a route in a language, or undefined when the language has no such page. */
export const siteMapHref = (id: string, locale: Locale): string | undefined => routeById(id)?.paths[locale];

/** The language's prerendered addresses, found from its home path's segment. */
const pathsOf = (locale: Locale): string[] => {
  const home = routeById("home")?.paths[locale] ?? "";
  return prerenderPaths().filter((p) => p === home || p.startsWith(`${home}/`));
};

export interface SiteMapGaps {
  /** Pages of the language that no group lists. */
  readonly missing: readonly string[];
  /** Route ids a group lists that the language does not have. */
  readonly unknown: readonly string[];
  /** Addresses listed more than once. */
  readonly repeated: readonly string[];
}

export const siteMapGaps = (groups: readonly SiteMapGroup[], locale: Locale): SiteMapGaps => {
  const ids = groups.flatMap((g) => g.pages.map(([id]) => id));
  const listed = ids.flatMap((id) => {
    const href = siteMapHref(id, locale);
    return href === undefined ? [] : [href];
  });
  return {
    missing: pathsOf(locale).filter((p) => !listed.includes(p)),
    unknown: ids.filter((id) => siteMapHref(id, locale) === undefined),
    repeated: listed.filter((p, i) => listed.indexOf(p) !== i),
  };
};
