// Business management (spec §2.6): CRM needs trade-SO, the email centre needs email. Decisions: the
// relative /business/... paths live on the home site; "my follow" is {crm}/crm-focus as written.

import type { NavGates } from "./nav-gates.ts";
import { at, type NavBases, type NavItem, navItem, publicPath } from "./nav-model.ts";

export const businessItem = (b: NavBases, g: NavGates): NavItem => {
  const crm = (path: string) => at(b.crm, `/crm${path}`);
  const home = (path: string) => at(b.home, `/business${path}`);
  return navItem({
    id: "business",
    name: "nav.business",
    icon: "business",
    columns: 3,
    content: { heading: "nav.business.heading", text: "nav.business.text" },
    more_href: publicPath(g.locale, g.chinese ? "/product/crm" : "/products"),
    children: [
      navItem({
        id: "business.crm",
        name: "nav.business.crm",
        hide: !g.tradeSo,
        children: [
          navItem({
            id: "business.crm.private",
            name: "nav.business.crm.private",
            path: crm("/crm-private"),
          }),
          navItem({ id: "business.crm.public", name: "nav.business.crm.public", path: crm("/crm-public") }),
          navItem({
            id: "business.crm.cooperative",
            name: "nav.business.crm.cooperative",
            path: crm("/crm-cooperative"),
          }),
          navItem({
            id: "business.crm.statistics",
            name: "nav.business.crm.statistics",
            path: crm("/crm-statistics"),
          }),
        ],
      }),
      navItem({
        id: "business.email",
        name: "nav.business.email",
        hide: !g.email,
        children: [
          navItem({ id: "business.email.mail", name: "nav.business.email.mail", path: home("/ec/mail") }),
          navItem({
            id: "business.email.template",
            name: "nav.business.email.template",
            path: home("/ec/template"),
          }),
          navItem({
            id: "business.email.report",
            name: "nav.business.email.report",
            path: home("/ec/report"),
          }),
        ],
      }),
      navItem({
        id: "business.product",
        name: "nav.business.product",
        children: [
          navItem({
            id: "business.product.list",
            name: "nav.business.product.list",
            path: home("/product/list"),
          }),
          navItem({
            id: "business.product.classify",
            name: "nav.business.product.classify",
            path: home("/product/classify"),
          }),
          navItem({
            id: "business.product.release",
            name: "nav.business.product.release",
            path: home("/product/release"),
          }),
          navItem({
            id: "business.product.pictures",
            name: "nav.business.product.pictures",
            path: home("/product/pictures"),
          }),
        ],
      }),
      navItem({ id: "business.follow", name: "nav.business.follow", path: at(b.crm, "/crm-focus") }),
      navItem({ id: "business.trace", name: "nav.business.trace", path: home("/trace") }),
      navItem({ id: "business.label", name: "nav.business.label", path: home("/label") }),
    ],
  });
};
