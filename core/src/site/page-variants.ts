// What the server sends for a public address. Two pages show content chosen by the query (spec §2.3:
// countrydetail?country=, solutionsdetail?contId=): they are prerendered once per value, so a link
// opened directly, reloaded or shared shows its content at once (issue 12 defect). And a `lang` query
// that names another language of the same page (spec §2.1: a signed-in user is sent from
// /en/service/cedarRose to /cn/service/cedarRose?lang=en) gets that language's page.

import { COVERED_COUNTRIES } from "../datasets/country-coverage.ts";
import type { Locale } from "../locale/locale.ts";
import { localeForcedByUrl } from "../locale/route-locale.ts";
import { queryValue, splitUrl } from "../locale/url-parts.ts";
import type { RouteMatch } from "./route-match.ts";
import { SOLUTIONS } from "./solutions.ts";

/** The query key of a country page (countrydetail?country=US). */
export const COUNTRY_QUERY_KEY = "country";

interface VariantRule {
  /** The query key that chooses the content. */
  readonly key: string;
  /** Every value that has a page of its own, as written in its canonical address. */
  readonly values: readonly string[];
  /** The canonical form of a value as typed in an address. */
  readonly normalise: (raw: string) => string;
}

const VARIANT_RULES: Readonly<Record<string, VariantRule>> = {
  countrydetail: { key: COUNTRY_QUERY_KEY, values: COVERED_COUNTRIES, normalise: (raw) => raw.toUpperCase() },
  solutionsdetail: {
    key: "contId",
    values: SOLUTIONS.map((s) => String(s.contId)),
    normalise: (raw) => raw.trim(),
  },
};

export interface PageVariant {
  /** The value, canonical: also the suffix of the prerendered file. */
  readonly value: string;
  /** The query of its canonical address, with the leading `?`. */
  readonly search: string;
}

const variantOf = (rule: VariantRule, value: string): PageVariant => ({
  value,
  search: `?${rule.key}=${encodeURIComponent(value)}`,
});

/** Every variant a route is prerendered in (none for most routes). */
export const pageVariantsOf = (routeId: string): readonly PageVariant[] => {
  const rule = VARIANT_RULES[routeId];
  return rule === undefined ? [] : rule.values.map((v) => variantOf(rule, v));
};

/** The variant an address's query names, or undefined (no rule, no value, or a value without a page). */
export const pageVariantOf = (routeId: string, search: string): PageVariant | undefined => {
  const rule = VARIANT_RULES[routeId];
  const raw = rule === undefined ? undefined : queryValue(search, rule.key);
  if (rule === undefined || raw === undefined) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw.replace(/\+/g, " "));
  } catch {
    return undefined;
  }
  const value = rule.normalise(decoded);
  return rule.values.includes(value) ? variantOf(rule, value) : undefined;
};

/** The prerendered file of a variant: the route's path with the value after `@`. */
export const variantFilePath = (routePath: string, variant: PageVariant): string =>
  `${routePath}@${variant.value}`;

export interface PageToServe {
  /** The language of the page sent, which a `lang` query may choose. */
  readonly locale: Locale;
  /** The route's path in that language (a template when it has a parameter). */
  readonly routePath: string;
  readonly variant: PageVariant | undefined;
}

/** The page to send for a matched address (core's route decision rendered it). */
export const pageToServe = (match: RouteMatch, url: string): PageToServe => {
  const forced = localeForcedByUrl(url);
  const locale = forced !== undefined && match.route.paths[forced] !== undefined ? forced : match.locale;
  return {
    locale,
    routePath: match.route.paths[locale] ?? "",
    variant: pageVariantOf(match.route.id, splitUrl(url).search),
  };
};
