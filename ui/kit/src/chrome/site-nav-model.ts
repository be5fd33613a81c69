// The public site's navigation as data (spec §2.2–§2.4, §2.5 Layouts): the Chinese site's products,
// its nav groups (core's CHINESE_NAV_GROUPS) and in-page anchors; the English and Russian sites'
// sections with the solutions (core's SOLUTIONS; the section stays highlighted on its sub-paths).
// Hrefs come from core's SITE_ROUTES, so a link to a page that does not exist cannot be built.
import {
  ABOUT_US_ANCHORS,
  CHINESE_NAV_GROUPS,
  chineseAnchorHref,
  isSolutionsSectionActive,
  type Locale,
  type PageAnchor,
  routeById,
  SOLUTIONS,
  solutionDetailHref,
  UTILITIES_ANCHOR,
} from "@portolan/core";
import type { ChromeMessageId } from "../i18n/chrome-messages.ts";

export interface NavLinkModel {
  readonly kind: "link";
  readonly id: string;
  /** A chrome or core message id. */
  readonly label: string;
  readonly href: string;
  readonly current: boolean;
}

export interface NavGroupModel {
  readonly kind: "group";
  readonly id: string;
  readonly label: string;
  readonly links: readonly NavLinkModel[];
  readonly current: boolean;
}

export type NavEntryModel = NavLinkModel | NavGroupModel;

const trim = (path: string): string => path.replace(/(.)\/$/, "$1");

const pathOf = (routeId: string, locale: Locale): string => {
  const path = routeById(routeId)?.paths[locale];
  if (path === undefined) throw new Error(`no ${locale} page for route ${routeId}`);
  return path;
};

const PRODUCTS = ["trade", "search", "tuoke", "buyer", "goldspider", "global", "crm"] as const;

export const siteNav = (locale: Locale, pathname: string): readonly NavEntryModel[] => {
  const here = trim(pathname);
  const link = (id: string, label: string, href: string): NavLinkModel => ({
    kind: "link",
    id,
    label,
    href,
    current: !href.includes("#") && !href.includes("?") && href === here,
  });
  const page = (routeId: string, label: ChromeMessageId): NavLinkModel =>
    link(routeId, label, pathOf(routeId, locale));
  const anchor = (a: PageAnchor): NavLinkModel =>
    link(`${a.routeId}#${a.anchor}`, a.messageId, chineseAnchorHref(a));
  const group = (
    id: string,
    label: string,
    links: readonly NavLinkModel[],
    current?: boolean,
  ): NavGroupModel => ({
    kind: "group",
    id,
    label,
    links,
    current: current ?? links.some((l) => l.current),
  });
  const home = page("home", "chrome.nav.home");
  const about = page("aboutus", "chrome.nav.about");
  const contact = page("contact", "chrome.nav.contact");
  if (locale === "zh")
    return [
      home,
      group(
        "products",
        "chrome.nav.products",
        PRODUCTS.map((p) => page(`product/${p}`, `chrome.nav.product.${p}`)),
      ),
      ...CHINESE_NAV_GROUPS.map((g) =>
        group(
          g.id,
          g.messageId,
          g.routeIds.flatMap((id) => [
            page(id, `chrome.nav.${id}` as ChromeMessageId),
            ...(UTILITIES_ANCHOR.routeId === id ? [anchor(UTILITIES_ANCHOR)] : []),
          ]),
        ),
      ),
      page("news", "chrome.nav.news"),
      group("about", "chrome.nav.about", [
        { ...about, label: "chrome.nav.aboutOverview" },
        ...ABOUT_US_ANCHORS.map(anchor),
      ]),
      contact,
    ];
  const solutions = SOLUTIONS.map((s) =>
    link(
      `solution.${s.contId}`,
      s.messageId,
      locale === "en" ? solutionDetailHref(s) : pathOf(`solutions/${s.ruSlug}`, locale),
    ),
  );
  return [
    home,
    page("products", "chrome.nav.products"),
    page("datacountries", "chrome.nav.datacountries"),
    group(
      "solutions",
      "chrome.nav.solutions",
      [page("solutions", "chrome.nav.solutionsOverview"), ...solutions],
      isSolutionsSectionActive(here),
    ),
    page("package", "chrome.nav.package"),
    about,
    contact,
  ];
};
