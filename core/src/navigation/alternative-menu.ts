// The alternative navigation variant (spec §2.6 "Another nav variant lists ..."). The spec gives
// labels only. Decisions: no gates; pages live on the home site except the voucher center, account
// center and advertising settings, which are console pages (beside /account).

import { at, type NavBases, type NavItem, navItem } from "./nav-model.ts";

export const buildAlternativeMenu = (b: NavBases): readonly NavItem[] => {
  const home = (path: string) => at(b.home, path);
  return [
    navItem({
      id: "alt.whoViewedMe",
      name: "nav.alt.whoViewedMe",
      path: home("/who-viewed-me"),
      icon: "eye",
    }),
    navItem({
      id: "alt.socialProfile",
      name: "nav.alt.socialProfile",
      path: home("/social-profile"),
      icon: "social",
    }),
    navItem({
      id: "alt.messages",
      name: "nav.alt.messages",
      icon: "messages",
      children: [
        navItem({
          id: "alt.messages.inquiries",
          name: "nav.alt.messages.inquiries",
          path: home("/messages/inquiries"),
        }),
        navItem({
          id: "alt.messages.notifications",
          name: "nav.alt.messages.notifications",
          path: home("/messages/notifications"),
        }),
        navItem({
          id: "alt.messages.comments",
          name: "nav.alt.messages.comments",
          path: home("/messages/comments"),
        }),
        navItem({ id: "alt.messages.chats", name: "nav.alt.messages.chats", path: home("/messages/chats") }),
      ],
    }),
    navItem({ id: "alt.profile", name: "nav.alt.profile", path: home("/profile"), icon: "profile" }),
    navItem({ id: "alt.companyProfile", name: "nav.alt.companyProfile", path: home("/company/profile") }),
    navItem({ id: "alt.products", name: "nav.alt.products", path: home("/company/products") }),
    navItem({ id: "alt.reviews", name: "nav.alt.reviews", path: home("/company/reviews") }),
    navItem({ id: "alt.historyTracking", name: "nav.alt.historyTracking", path: home("/tracking/history") }),
    navItem({ id: "alt.marketInsight", name: "nav.alt.marketInsight", path: home("/market-insight") }),
    navItem({ id: "alt.companyTracking", name: "nav.alt.companyTracking", path: home("/tracking/company") }),
    navItem({ id: "alt.unifind", name: "nav.alt.unifind", path: home("/unifind"), icon: "search" }),
    navItem({ id: "alt.vouchers", name: "nav.alt.vouchers", path: at(b.console, "/vouchers") }),
    navItem({ id: "alt.accountCenter", name: "nav.alt.accountCenter", path: at(b.console, "/account") }),
    navItem({
      id: "alt.advertising",
      name: "nav.alt.advertising",
      path: at(b.console, "/account/advertising"),
    }),
  ];
};
