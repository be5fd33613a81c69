// The layout's own words (the frame's skip link, header, footer, language bar, menus, widgets) with
// their ids, in English with Lingui's `msg` macro; Chinese and Russian are in ../locales/{zh,ru}.po.
// Code reads them by id (`i18n._("chrome.close")`, a model's label); this table is what extraction reads.
import { msg } from "@lingui/core/macro";

export const chromeMessages = {
  "chrome.skipToContent": msg({ id: "chrome.skipToContent", message: "Skip to content" }),
  "chrome.brand.home": msg({ id: "chrome.brand.home", message: "Portolan home page" }),
  "chrome.brand.tagline": msg({
    id: "chrome.brand.tagline",
    message: "Trade data and trade services for exporters and importers",
  }),
  "chrome.languages": msg({ id: "chrome.languages", message: "Language" }),
  "chrome.nav.main": msg({ id: "chrome.nav.main", message: "Main" }),
  "chrome.nav.mobile": msg({ id: "chrome.nav.mobile", message: "Site menu" }),
  "chrome.nav.footer": msg({ id: "chrome.nav.footer", message: "Footer" }),
  "chrome.nav.home": msg({ id: "chrome.nav.home", message: "Home" }),
  "chrome.nav.products": msg({ id: "chrome.nav.products", message: "Products" }),
  "chrome.nav.product.trade": msg({ id: "chrome.nav.product.trade", message: "Trade data" }),
  "chrome.nav.product.search": msg({ id: "chrome.nav.product.search", message: "Trade search" }),
  "chrome.nav.product.tuoke": msg({ id: "chrome.nav.product.tuoke", message: "Smart prospecting" }),
  "chrome.nav.product.buyer": msg({ id: "chrome.nav.product.buyer", message: "Buyer search" }),
  "chrome.nav.product.goldspider": msg({
    id: "chrome.nav.product.goldspider",
    message: "Goldspider email marketing",
  }),
  "chrome.nav.product.global": msg({ id: "chrome.nav.product.global", message: "Global data packages" }),
  "chrome.nav.product.crm": msg({ id: "chrome.nav.product.crm", message: "Customer management (CRM)" }),
  "chrome.nav.investment": msg({ id: "chrome.nav.investment", message: "Investment" }),
  "chrome.nav.cooperation": msg({ id: "chrome.nav.cooperation", message: "Business cooperation" }),
  "chrome.nav.joinus": msg({ id: "chrome.nav.joinus", message: "Join us" }),
  "chrome.nav.service": msg({ id: "chrome.nav.service", message: "Trade services" }),
  "chrome.nav.news": msg({ id: "chrome.nav.news", message: "News" }),
  "chrome.nav.about": msg({ id: "chrome.nav.about", message: "About us" }),
  "chrome.nav.aboutOverview": msg({ id: "chrome.nav.aboutOverview", message: "About Portolan" }),
  "chrome.nav.contact": msg({ id: "chrome.nav.contact", message: "Contact" }),
  "chrome.nav.datacountries": msg({ id: "chrome.nav.datacountries", message: "Data countries" }),
  "chrome.nav.solutions": msg({ id: "chrome.nav.solutions", message: "Solutions" }),
  "chrome.nav.solutionsOverview": msg({ id: "chrome.nav.solutionsOverview", message: "All solutions" }),
  "chrome.nav.package": msg({ id: "chrome.nav.package", message: "Pricing" }),
  "chrome.menu.toggle": msg({ id: "chrome.menu.toggle", message: "Menu" }),
  "chrome.account.open": msg({ id: "chrome.account.open", message: "Account menu" }),
  "chrome.account.signOutCancel": msg({ id: "chrome.account.signOutCancel", message: "Cancel" }),
  "chrome.account.signingOut": msg({ id: "chrome.account.signingOut", message: "Signing out…" }),
  "chrome.contact.toggle": msg({ id: "chrome.contact.toggle", message: "Contact us" }),
  "chrome.contact.title": msg({ id: "chrome.contact.title", message: "Talk to us" }),
  "chrome.contact.wechatAlt": msg({
    id: "chrome.contact.wechatAlt",
    message: "WeChat QR code: scan it to add our customer service",
  }),
  "chrome.chat.toggle": msg({ id: "chrome.chat.toggle", message: "Online chat" }),
  "chrome.chat.title": msg({ id: "chrome.chat.title", message: "Online consultation" }),
  "chrome.chat.hours": msg({
    id: "chrome.chat.hours",
    message: "Our trade-data advisers answer online on working days, 9:00 to 18:00 Beijing time.",
  }),
  "chrome.chat.offline": msg({
    id: "chrome.chat.offline",
    message:
      "Outside these hours, leave us a message or book a demo and an adviser will contact you on the next working day.",
  }),
  "chrome.chat.message": msg({ id: "chrome.chat.message", message: "Leave a message" }),
  "chrome.close": msg({ id: "chrome.close", message: "Close" }),
  "chrome.footer.about": msg({
    id: "chrome.footer.about",
    message:
      "Customs, bill-of-lading and statistics data, buyer search and trade services for {users}+ companies.",
  }),
  "chrome.footer.copyright": msg({
    id: "chrome.footer.copyright",
    message: "© Portolan. All rights reserved.",
  }),
} as const;

export type ChromeMessageId = keyof typeof chromeMessages;
