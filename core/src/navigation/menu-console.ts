// Console entries of the main menu (spec §2.5, §2.6): the cost page, the console dashboard (department
// sessions only) and the package page (non-Chinese users only). Decisions: the cost entry links its
// target directly ({console}/cost/paymentLink, {console}/cost/records or {console}/cost); the console
// dashboard is {console}/dashboard; the package page is the locale's public /package.

import type { CostPageTarget } from "../permissions/cost-access.ts";
import type { NavGates } from "./nav-gates.ts";
import { at, type NavBases, type NavItem, navItem, publicItem, publicPath } from "./nav-model.ts";

const COST_PATHS: Readonly<Record<CostPageTarget, string>> = {
  paymentLink: "/cost/paymentLink",
  records: "/cost/records",
  overview: "/cost",
};

export const costItem = (b: NavBases, g: NavGates): NavItem =>
  navItem({ id: "cost", name: "nav.cost", path: at(b.console, COST_PATHS[g.cost]), icon: "cost" });

export const consoleDashboardItem = (b: NavBases, g: NavGates): NavItem =>
  navItem({
    id: "consoleDashboard",
    name: "nav.consoleDashboard",
    path: at(b.console, "/dashboard"),
    icon: "console",
    hide: !g.department,
  });

export const packageItem = (g: NavGates): NavItem =>
  publicItem({
    id: "package",
    name: "nav.package",
    path: publicPath(g.locale, "/package"),
    icon: "package",
    hide: g.chinese,
  });
