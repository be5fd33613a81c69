// The standard signed-in main menu (spec §2.6), top-level entries in the spec's order with the
// console dashboard after the dashboard and the package page last.

import { businessItem } from "./menu-business.ts";
import { consoleDashboardItem, costItem, packageItem } from "./menu-console.ts";
import { dashboardItem, dataCentreItem, tradeSearchItem } from "./menu-data.ts";
import { marketingItem } from "./menu-marketing.ts";
import { servicesItem } from "./menu-services.ts";
import { aiToolsItem } from "./menu-tools.ts";
import type { NavGates } from "./nav-gates.ts";
import type { NavBases, NavItem } from "./nav-model.ts";

export const buildMainMenu = (bases: NavBases, gates: NavGates): readonly NavItem[] => [
  dashboardItem(bases),
  consoleDashboardItem(bases, gates),
  dataCentreItem(bases, gates),
  tradeSearchItem(bases, gates),
  marketingItem(bases, gates),
  businessItem(bases, gates),
  aiToolsItem(bases, gates),
  servicesItem(gates),
  costItem(bases, gates),
  packageItem(gates),
];
