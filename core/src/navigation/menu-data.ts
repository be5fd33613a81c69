// Dashboard, data centre and trade search (spec §2.6). Decision: market analysis lives on the data
// site ({data}/stats/cn, {data}/stats/un), beside the data centre it belongs to.

import type { NavGates } from "./nav-gates.ts";
import { at, type NavBases, type NavItem, navItem, publicPath } from "./nav-model.ts";

export const dashboardItem = (b: NavBases): NavItem =>
  navItem({ id: "dashboard", name: "nav.dashboard", path: at(b.home, "/dashboard"), icon: "dashboard" });

export const dataCentreItem = (b: NavBases, g: NavGates): NavItem =>
  navItem({
    id: "data",
    name: "nav.data",
    icon: "data",
    columns: 2,
    content: { heading: "nav.data.heading", text: "nav.data.text" },
    more_href: publicPath(g.locale, g.chinese ? "/product/search" : "/products"),
    children: [
      navItem({ id: "data.search", name: "nav.data.search", path: at(b.data, "/shipments/search") }),
      navItem({
        id: "data.partnersReport",
        name: "nav.data.partnersReport",
        path: at(b.data, "/shipments/partners-report"),
      }),
      navItem({ id: "data.collect", name: "nav.data.collect", path: at(b.data, "/shipments/collect") }),
      navItem({
        id: "data.market",
        name: "nav.data.market",
        hide: !g.marketAnalysis,
        children: [
          navItem({ id: "data.market.cn", name: "nav.data.market.cn", path: at(b.data, "/stats/cn") }),
          navItem({ id: "data.market.un", name: "nav.data.market.un", path: at(b.data, "/stats/un") }),
        ],
      }),
      navItem({ id: "data.buyer", name: "nav.data.buyer", path: at(b.data, "/buyer"), hide: !g.chinese }),
    ],
  });

export const tradeSearchItem = (b: NavBases, g: NavGates): NavItem =>
  navItem({ id: "so", name: "nav.so", path: at(b.home, "/so"), icon: "search", hide: !g.tradeSo });
