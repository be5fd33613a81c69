// The console frame's own messages (page titles, loading, the language picker). Each console area
// owns a file like this one and lists it in console-areas.ts.
// English here, with Lingui's `msg` macro; the translations are in ../locales/{zh,ru}.po.
import { msg } from "@lingui/core/macro";

export const consoleMessages = {
  "console.title.login": msg({ id: "console.title.login", message: "Log in" }),
  "console.title.register": msg({ id: "console.title.register", message: "Free register" }),
  "console.title.forgot-password": msg({
    id: "console.title.forgot-password",
    message: "Forgot your password",
  }),
  "console.title.reset-password": msg({ id: "console.title.reset-password", message: "Set a new password" }),
  "console.title.admin": msg({ id: "console.title.admin", message: "Administration" }),
  "console.title.ts-admin": msg({ id: "console.title.ts-admin", message: "Administration" }),
  "console.title.info-manage": msg({ id: "console.title.info-manage", message: "Information management" }),
  "console.title.account-center": msg({ id: "console.title.account-center", message: "Account center" }),
  "console.title.dashboard": msg({ id: "console.title.dashboard", message: "Dashboard" }),
  "console.title.account": msg({ id: "console.title.account", message: "Account management" }),
  "console.title.account/basicinfo": msg({
    id: "console.title.account/basicinfo",
    message: "Basic information",
  }),
  "console.title.account/advertising": msg({
    id: "console.title.account/advertising",
    message: "Advertising settings",
  }),
  "console.title.cost": msg({ id: "console.title.cost", message: "Cost centre" }),
  "console.title.cost/paymentLink": msg({ id: "console.title.cost/paymentLink", message: "Payment link" }),
  "console.title.cost/records": msg({ id: "console.title.cost/records", message: "Payment records" }),
  "console.title.shipments/search": msg({ id: "console.title.shipments/search", message: "Shipment search" }),
  "console.title.shipments/bill": msg({ id: "console.title.shipments/bill", message: "Shipment detail" }),
  "console.title.shipments/company": msg({
    id: "console.title.shipments/company",
    message: "Company profile",
  }),
  "console.title.shipments/partners-report": msg({
    id: "console.title.shipments/partners-report",
    message: "Partners report",
  }),
  "console.title.shipments/collect": msg({ id: "console.title.shipments/collect", message: "My collection" }),
  "console.title.shipments/exports": msg({ id: "console.title.shipments/exports", message: "My exports" }),
  "console.title.stats/cn": msg({ id: "console.title.stats/cn", message: "China customs statistics" }),
  "console.title.stats/un": msg({ id: "console.title.stats/un", message: "UN Comtrade statistics" }),
  "console.title.buyer": msg({ id: "console.title.buyer", message: "Buyer search" }),
  "console.title.so": msg({ id: "console.title.so", message: "Trade search" }),
  "console.title.alerts": msg({ id: "console.title.alerts", message: "Alerts" }),
  "console.title.open-platform": msg({ id: "console.title.open-platform", message: "Open platform" }),
  "console.title.suffix": msg({ id: "console.title.suffix", message: "Portolan console" }),
  "console.loading": msg({ id: "console.loading", message: "Loading…" }),
  "console.language": msg({ id: "console.language", message: "Language" }),
} as const;

export type ConsoleMessageId = keyof typeof consoleMessages;
