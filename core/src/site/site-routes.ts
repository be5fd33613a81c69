// Every public route of the site (spec §2.2 Chinese, §2.3 English, §2.4 Russian, §2.5 shared) as data:
// the UI prerenders it, the server serves it, and hreflang alternates are read from it. A route is one
// page; `paths` holds its address in each language that has it. `:id` is a path parameter.

import type { Locale } from "../locale/locale.ts";
import { homePathOf } from "../locale/locale.ts";
import { RU_SOLUTION_SLUGS } from "./solutions.ts";

export interface SiteRoute {
  /** The path after the language segment ("home" for the language root). */
  readonly id: string;
  readonly paths: Readonly<Partial<Record<Locale, string>>>;
}

const ZH = ["zh"] as const;
const EN = ["en"] as const;
const RU = ["ru"] as const;
const ZH_EN = ["zh", "en"] as const;
const EN_RU = ["en", "ru"] as const;
const ALL = ["zh", "en", "ru"] as const;

const page = (id: string, locales: readonly Locale[]): SiteRoute => ({
  id,
  paths: Object.fromEntries(
    locales.map((l) => [l, id === "home" ? homePathOf(l) : `${homePathOf(l)}/${id}`]),
  ),
});

const CN_PRODUCTS = ["trade", "search", "tuoke", "buyer", "goldspider", "global", "crm"];
const CN_SERVICES = [
  "airwallex",
  "amass",
  "analyze",
  "Hide-article",
  "Hide-article/detail",
  "ningbo",
  "nova",
  "search",
  "shiteng",
  "spread",
  "trace",
  "tuv",
  "video",
  "video/play",
  "website",
  "xinhai",
  "yiwandian",
  "yixin",
  "zhaodaka",
];

export const SITE_ROUTES: readonly SiteRoute[] = [
  // In every language.
  ...["home", "aboutus", "contact", "privacy", "terms"].map((id) => page(id, ALL)),
  // The payment page of an order in every language (decision D285): a buyer pays in the language
  // they ordered in, and a language switch keeps the order.
  page("payment/:id", ALL),
  // The HTML sitemap of each language (decision D191; /sitemap.xml stays for crawlers).
  page("sitemap", ALL),
  // The two service pages of Chinese and English (Russian has no service pages).
  ...["service/debtcollection", "service/cedarRose"].map((id) => page(id, ZH_EN)),
  // Chinese only.
  ...[
    "investment",
    "cooperation",
    "joinus",
    "news",
    "news/detail",
    "news/detail/play",
    "service",
    "shipping",
  ].map((id) => page(id, ZH)),
  ...CN_PRODUCTS.map((p) => page(`product/${p}`, ZH)),
  ...CN_SERVICES.map((s) => page(`service/${s}`, ZH)),
  // English and Russian.
  ...[
    "products",
    "datacountries",
    "countrydetail",
    "solutions",
    "package",
    "packageLearn",
    "packageterms",
  ].map((id) => page(id, EN_RU)),
  ...["content/faq", "content/privacy"].map((id) => page(id, EN_RU)),
  // The press and news list of English and Russian: the footer's blog (decision D192).
  page("content/press", EN_RU),
  // English only; solutionsdetail takes the query contId and name.
  ...["solutionsdetail", "content/press-scmp"].map((id) => page(id, EN)),
  // Russian solution detail pages under the section root /ru/solutions.
  ...RU_SOLUTION_SLUGS.map((slug) => page(`solutions/${slug}`, RU)),
];

export const routeById = (id: string): SiteRoute | undefined => SITE_ROUTES.find((r) => r.id === id);

const hasParam = (path: string): boolean => path.split("/").some((s) => s.startsWith(":"));

/** Every address without a parameter, one per route and language: what the UI prerenders. */
export const prerenderPaths = (): string[] =>
  SITE_ROUTES.flatMap((r) => Object.values(r.paths)).filter((p) => !hasParam(p));
