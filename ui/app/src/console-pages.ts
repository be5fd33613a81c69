// Each console route's page module, loaded on first visit (one chunk per page).
import type { ConsoleRouteId } from "@portolan/core";
import type { ConsolePageModule } from "./console-page.ts";

export const CONSOLE_PAGES: Readonly<Record<ConsoleRouteId, () => Promise<ConsolePageModule>>> = {
  login: () => import("./pages/login-page.tsx"),
  register: () => import("./pages/register-page.tsx"),
  "forgot-password": () => import("./pages/forgot-password-page.tsx"),
  "reset-password": () => import("./pages/reset-password-page.tsx"),
  dashboard: () => import("./pages/dashboard-page.tsx"),
  account: () => import("./pages/account-page.tsx"),
  "account/basicinfo": () => import("./pages/basic-info-page.tsx"),
  "account/advertising": () => import("./pages/preferences/advertising-page.tsx"),
  cost: () => import("./pages/cost-page.tsx"),
  "cost/paymentLink": () => import("./pages/cost-page.tsx"),
  "cost/records": () => import("./pages/cost-page.tsx"),
  admin: () => import("./pages/admin-page.tsx"),
  "ts-admin": () => import("./pages/admin-page.tsx"),
  "info-manage": () => import("./pages/admin-page.tsx"),
  "account-center": () => import("./pages/admin-page.tsx"),
  "shipments/search": () => import("./pages/shipment-search/shipment-search-page.tsx"),
  "shipments/bill": () => import("./pages/shipment-search/bill-page.tsx"),
  "shipments/company": () => import("./pages/shipment-search/company-page.tsx"),
  "shipments/partners-report": () => import("./pages/partners-report/partners-report-page.tsx"),
  "shipments/collect": () => import("./pages/collection/collection-page.tsx"),
  "shipments/exports": () => import("./pages/exports/exports-page.tsx"),
  "stats/cn": () => import("./pages/market-stats/market-stats-page.tsx"),
  "stats/un": () => import("./pages/market-stats/market-stats-page.tsx"),
  buyer: () => import("./pages/buyers/buyer-search-page.tsx"),
  so: () => import("./pages/trade-search/trade-search-page.tsx"),
  alerts: () => import("./pages/alerts/alerts-page.tsx"),
  "open-platform": () => import("./pages/open-platform/open-platform-page.tsx"),
};
