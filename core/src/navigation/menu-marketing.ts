// Marketing (spec §2.6): the whole section needs AI marketing or recommend; the recommended entry
// needs recommend. Decision: the relative /marketing/... paths live on the home site.

import type { NavGates } from "./nav-gates.ts";
import { at, type NavBases, type NavItem, navItem, publicPath } from "./nav-model.ts";

export const marketingItem = (b: NavBases, g: NavGates): NavItem => {
  const m = (path: string) => at(b.home, `/marketing${path}`);
  return navItem({
    id: "marketing",
    name: "nav.marketing",
    icon: "marketing",
    hide: !g.marketing,
    columns: 3,
    content: { heading: "nav.marketing.heading", text: "nav.marketing.text" },
    more_href: publicPath(g.locale, g.chinese ? "/product/tuoke" : "/products"),
    children: [
      navItem({
        id: "marketing.companies",
        name: "nav.marketing.companies",
        children: [
          navItem({
            id: "marketing.companies.customs",
            name: "nav.marketing.companies.customs",
            path: m("/companies/customs"),
          }),
          navItem({
            id: "marketing.companies.map",
            name: "nav.marketing.companies.map",
            path: m("/companies/map"),
          }),
          navItem({
            id: "marketing.companies.b2b",
            name: "nav.marketing.companies.b2b",
            path: m("/companies/b2b"),
          }),
          navItem({
            id: "marketing.companies.socialMedia",
            name: "nav.marketing.companies.socialMedia",
            path: m("/companies/social-media"),
          }),
          navItem({
            id: "marketing.companies.exhibitions",
            name: "nav.marketing.companies.exhibitions",
            path: m("/companies/exhibitions"),
          }),
        ],
      }),
      navItem({
        id: "marketing.product",
        name: "nav.marketing.product",
        children: [
          navItem({
            id: "marketing.product.socialMedia",
            name: "nav.marketing.product.socialMedia",
            path: m("/product/social-media"),
          }),
          navItem({
            id: "marketing.product.searchEngine",
            name: "nav.marketing.product.searchEngine",
            path: m("/product/search-engine"),
          }),
        ],
      }),
      navItem({
        id: "marketing.recommend",
        name: "nav.marketing.recommend",
        path: m("/recommend"),
        hide: !g.recommend,
      }),
      navItem({
        id: "marketing.intelligent",
        name: "nav.marketing.intelligent",
        children: [
          navItem({
            id: "marketing.intelligent.company",
            name: "nav.marketing.intelligent.company",
            path: m("/intelligent/company"),
          }),
          navItem({
            id: "marketing.intelligent.product",
            name: "nav.marketing.intelligent.product",
            path: m("/intelligent/product"),
          }),
        ],
      }),
      navItem({ id: "marketing.pool", name: "nav.marketing.pool", path: m("/pool") }),
    ],
  });
};
