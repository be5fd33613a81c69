// What the browser does with an address reached inside the page (a link, back/forward): core's
// resolveRouteEntry decides render / redirect / 404 with the signed-in state and the lang cookie;
// this adds one rule of its own: a page in another language is a full navigation (its catalogue and
// <html lang> belong to another document), so the server answers it.
import {
  DEFAULT_LOCALE,
  firstSegment,
  type Locale,
  localeForcedByUrl,
  localeOfSegment,
  type RouteMatch,
  resolveRouteEntry,
  splitUrl,
  type Visit,
} from "@portolan/core";

export type NavigationDecision =
  | { readonly kind: "show"; readonly match: RouteMatch | undefined }
  | { readonly kind: "replace"; readonly to: string }
  | { readonly kind: "full"; readonly to: string };

const localeOf = (url: string): Locale =>
  localeForcedByUrl(url) ?? localeOfSegment(firstSegment(splitUrl(url).pathname)) ?? DEFAULT_LOCALE;

export const decideNavigation = (url: string, current: Locale, visit: Visit): NavigationDecision => {
  const entry = resolveRouteEntry(url, visit);
  // The console is another document (its own entry); the server answers it.
  if (entry.kind === "console") return { kind: "full", to: url };
  if (entry.kind === "redirect")
    return localeOf(entry.to) === current
      ? { kind: "replace", to: entry.to }
      : { kind: "full", to: entry.to };
  if (localeOf(url) !== current) return { kind: "full", to: url };
  return { kind: "show", match: entry.kind === "render" ? entry.match : undefined };
};

/** Addresses of the public site (/cn, /en, /ru and below); the console and files are other documents. */
export const isPublicSiteUrl = (url: string): boolean =>
  localeOfSegment(firstSegment(splitUrl(url).pathname)) !== undefined;
