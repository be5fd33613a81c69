// Which public route an address shows (or none: the 404 page or the visitor redirect).

import type { Locale } from "../locale/locale.ts";
import { pathSegments, splitUrl } from "../locale/url-parts.ts";
import { SITE_ROUTES, type SiteRoute } from "./site-routes.ts";

export interface RouteMatch {
  readonly route: SiteRoute;
  readonly locale: Locale;
  /** Decoded path parameters, e.g. { id: "123" } for /en/payment/123. */
  readonly params: Readonly<Record<string, string>>;
}

const decode = (segment: string): string | undefined => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
};

const matchPattern = (pattern: string, segments: readonly string[]): Record<string, string> | undefined => {
  const wanted = pathSegments(pattern);
  if (wanted.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, part] of wanted.entries()) {
    const actual = segments[i] ?? "";
    if (part.startsWith(":")) {
      const value = decode(actual);
      if (value === undefined) return undefined;
      params[part.slice(1)] = value;
    } else if (part !== actual) return undefined;
  }
  return params;
};

/**
 * The route of `url` (query and hash are ignored). Decisions: matching is case-sensitive (cedarRose,
 * packageLearn); empty segments, so a trailing slash, are ignored; a parameter that is not valid
 * percent-encoding fails route validation and matches nothing.
 */
export const matchRoute = (url: string): RouteMatch | undefined => {
  const segments = pathSegments(splitUrl(url).pathname);
  for (const route of SITE_ROUTES) {
    for (const [locale, pattern] of Object.entries(route.paths) as [Locale, string][]) {
      const params = matchPattern(pattern, segments);
      if (params !== undefined) return { route, locale, params };
    }
  }
  return undefined;
};
