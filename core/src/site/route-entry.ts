// What the site does when an address is opened (spec §2.1, §4 Language, §8): render its page, redirect,
// or show the 404 page. The server and the UI's router both ask this one function.

import { type ConsoleRoute, matchConsoleRoute } from "../console/console-routes.ts";
import { localeFromLangCookie } from "../locale/lang-cookie.ts";
import { homePathOf } from "../locale/locale.ts";
import { homeForUnmatched, signedInRedirect } from "../locale/route-locale.ts";
import { type VisitLanguage, visitorLocale } from "../locale/visit-locale.ts";
import { matchRoute, type RouteMatch } from "./route-match.ts";

export type RouteEntry =
  | { readonly kind: "render"; readonly match: RouteMatch }
  /** A page of the console (no language segment): the console's own app decides the rest. */
  | { readonly kind: "console"; readonly route: ConsoleRoute }
  | { readonly kind: "redirect"; readonly to: string }
  | { readonly kind: "not-found"; readonly cause: "invalid-locale" | "unknown-route" };

export interface Visit extends VisitLanguage {
  readonly isLoggedIn: boolean;
}

/**
 * In order: a lang cookie that is not an allowed value shows the 404 page; a console page is the
 * console's (core's consoleDecision, with the session's permissions); a signed-in user on the two
 * English service pages goes to their Chinese version with lang=en; a known route renders; a visitor on
 * an unknown route goes to the home of its language prefix, else of visitorLocale. Decision: a signed-in user on
 * an unknown route sees the 404 page (§8 "unknown route"), as the visitor redirect is for visitors only.
 */
export const resolveRouteEntry = (url: string, visit: Visit): RouteEntry => {
  if (!localeFromLangCookie(visit.langCookie).ok) return { kind: "not-found", cause: "invalid-locale" };
  const consoleRoute = matchConsoleRoute(url);
  if (consoleRoute !== undefined) return { kind: "console", route: consoleRoute };
  const redirect = visit.isLoggedIn ? signedInRedirect(url) : undefined;
  if (redirect !== undefined) return { kind: "redirect", to: redirect };
  const match = matchRoute(url);
  if (match !== undefined) return { kind: "render", match };
  // The site's root is no unknown route: everybody goes to the home of their language.
  if (/^\/(?:[?#]|$)/.test(url)) return { kind: "redirect", to: homePathOf(visitorLocale(visit)) };
  return visit.isLoggedIn
    ? { kind: "not-found", cause: "unknown-route" }
    : { kind: "redirect", to: homeForUnmatched(url, visitorLocale(visit)) };
};
