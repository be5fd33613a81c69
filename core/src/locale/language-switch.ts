// Switching language (spec §2.1, §4 Language): only the first path segment changes, and only for the
// pages that exist in every language; any other page goes to the chosen language's home.

import { formatLangCookie } from "./lang-cookie.ts";
import { homePathOf, isLocale, type Locale, localeOfSegment, segmentOfLocale } from "./locale.ts";
import { joinUrl, pathSegments, splitUrl, withoutQueryKey } from "./url-parts.ts";

/** The paths (after the language segment) that keep their path across languages. */
export const CROSS_LANGUAGE_PATHS = [
  "/aboutus",
  "/contact",
  "/service/debtcollection",
  "/service/cedarRose",
] as const;

/**
 * Pages whose path holds a value (the payment page of an order, decision D285): every language has
 * one, so a switch keeps the page and its value: the order is never lost.
 */
const KEPT_WITH_VALUE = /^\/payment\/[^/]+$/;

/** Russian has no service pages: a service path switched to Russian goes to the Russian home. */
const hasNoPageIn = (rest: string, target: Locale): boolean =>
  target === "ru" && rest.startsWith("/service/");

/**
 * The address to go to when the visitor picks `target` on `url`.
 * Decisions: the same language changes nothing; a kept page keeps its hash and query (less a `lang`
 * parameter, which would contradict the choice); a home fallback drops both, as they belonged to
 * another page; an address without a language segment goes to the target's home.
 */
export const switchLanguagePath = (url: string, target: Locale): string => {
  const parts = splitUrl(url);
  const [first, ...restSegments] = pathSegments(parts.pathname);
  const current = first === undefined ? undefined : localeOfSegment(first);
  if (current === target) return url;
  const rest = `/${restSegments.join("/")}`;
  const keeps =
    current !== undefined &&
    ((CROSS_LANGUAGE_PATHS as readonly string[]).includes(rest) || KEPT_WITH_VALUE.test(rest));
  if (!keeps || hasNoPageIn(rest, target)) return homePathOf(target);
  return joinUrl({
    pathname: `/${segmentOfLocale(target)}${rest}`,
    search: withoutQueryKey(parts.search, "lang"),
    hash: parts.hash,
  });
};

export type LanguageChange =
  | { readonly kind: "ignored" }
  | { readonly kind: "switch"; readonly locale: Locale; readonly cookieValue: string; readonly to: string };

/**
 * What a language change asks for: store the locale and its cookie value, then navigate. A change to
 * an unsupported locale is ignored (spec §4 Language).
 */
export const planLanguageChange = (url: string, requested: string): LanguageChange =>
  isLocale(requested)
    ? {
        kind: "switch",
        locale: requested,
        cookieValue: formatLangCookie(requested),
        to: switchLanguagePath(url, requested),
      }
    : { kind: "ignored" };
