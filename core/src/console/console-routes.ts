// The console's own pages (spec §2.5 header targets, §2.6 dashboard and cost page; issue 5): they have
// no language segment, the lang cookie picks their language. Which of them a visit may see, and where
// it goes otherwise, is decided here once for the server and the browser.

import { pathSegments, splitUrl } from "../locale/url-parts.ts";
import { costPageTarget } from "../permissions/cost-access.ts";
import type { Permissions } from "../permissions/permission-tree.ts";
import type { Session } from "../session/session.ts";

export type ConsoleRouteId =
  | "login"
  | "register"
  | "forgot-password"
  | "reset-password"
  | "dashboard"
  | "account"
  | "account/basicinfo"
  | "account/advertising"
  | "cost"
  | "cost/paymentLink"
  | "cost/records"
  | "admin"
  | "ts-admin"
  | "info-manage"
  | "account-center"
  | "shipments/search"
  | "shipments/bill"
  | "shipments/company"
  | "shipments/partners-report"
  | "shipments/collect"
  | "shipments/exports"
  | "stats/cn"
  | "stats/un"
  | "buyer"
  | "so"
  | "alerts"
  | "open-platform";

export interface ConsoleRoute {
  readonly id: ConsoleRouteId;
  /** The address on the console's base (spec §2.6 {console}). */
  readonly path: string;
  /** Who may see it: visitors only (sign-in pages) or signed-in users only. */
  readonly audience: "visitor" | "signed-in";
}

const route = (id: ConsoleRouteId, audience: ConsoleRoute["audience"]): ConsoleRoute => ({
  id,
  path: `/${id}`,
  audience,
});

export const CONSOLE_ROUTES: readonly ConsoleRoute[] = [
  route("login", "visitor"),
  route("register", "visitor"),
  route("forgot-password", "visitor"),
  route("reset-password", "visitor"),
  route("dashboard", "signed-in"),
  route("account", "signed-in"),
  route("account/basicinfo", "signed-in"),
  // The account menu's "Advertising settings" (spec §2.6): marketing mail and notifications (D292).
  route("account/advertising", "signed-in"),
  route("cost", "signed-in"),
  route("cost/paymentLink", "signed-in"),
  route("cost/records", "signed-in"),
  // The admin pages of the account dropdown (spec §2.6), on the backend base (this origin by default).
  route("admin", "signed-in"),
  route("ts-admin", "signed-in"),
  route("info-manage", "signed-in"),
  route("account-center", "signed-in"),
  // The data centre's entries (spec §2.6 {data}, this origin by default).
  route("shipments/search", "signed-in"),
  route("shipments/bill", "signed-in"),
  route("shipments/company", "signed-in"),
  route("shipments/partners-report", "signed-in"),
  route("shipments/collect", "signed-in"),
  route("shipments/exports", "signed-in"),
  // Market analysis (spec §2.6 {data}/stats/cn and /stats/un, the market-analysis permission).
  route("stats/cn", "signed-in"),
  route("stats/un", "signed-in"),
  // Buyer search ({data}/buyer, Chinese only) and trade search ({home}/so), spec §2.6 (D260–D262).
  route("buyer", "signed-in"),
  route("so", "signed-in"),
  // The alerts of tracked companies and searches (issue 16).
  route("alerts", "signed-in"),
  // The API customer's home: the system switcher's open-platform entry (issue 31 item 14, D335).
  route("open-platform", "signed-in"),
];

/** The console route of an address (query and hash ignored, trailing slash allowed), or undefined. */
export const matchConsoleRoute = (url: string): ConsoleRoute | undefined => {
  const path = `/${pathSegments(splitUrl(url).pathname).join("/")}`;
  return CONSOLE_ROUTES.find((r) => r.path === path);
};

/** The query key that carries where to go back to after signing in. */
export const RETURN_TO_KEY = "redirect";

/**
 * Where signing in returns to: only a path of this origin ("/x", never "//host" or "/\\host"), else
 * the dashboard. Decision: an open redirect through the login page is never possible.
 */
export const safeReturnPath = (value: string | null | undefined): string => {
  if (value === null || value === undefined) return "/dashboard";
  const isLocal = /^\/(?![/\\])/.test(value) && ![...value].some((c) => c.charCodeAt(0) < 0x20);
  return isLocal && matchConsoleRoute(value)?.audience !== "visitor" ? value : "/dashboard";
};

const COST_ROUTE = {
  paymentLink: "cost/paymentLink",
  records: "cost/records",
  overview: "cost",
} as const;

export type ConsoleDecision =
  | { readonly kind: "render" }
  | { readonly kind: "redirect"; readonly to: string };

/**
 * Decisions: a visitor on a signed-in page goes to /login with the page to return to; a signed-in user
 * on /login or /register goes to the dashboard; the cost pages show only the variant core's
 * costPageTarget grants the user (spec §2.6), any other cost address goes to that one.
 */
export const consoleDecision = (
  route: ConsoleRoute,
  url: string,
  session: Session | undefined,
  permissions?: Permissions,
): ConsoleDecision => {
  if (session === undefined)
    return route.audience === "visitor"
      ? { kind: "render" }
      : { kind: "redirect", to: `/login?${RETURN_TO_KEY}=${encodeURIComponent(splitUrl(url).pathname)}` };
  if (route.audience === "visitor") return { kind: "redirect", to: "/dashboard" };
  if (route.id.startsWith("cost")) {
    const own = COST_ROUTE[costPageTarget(permissions ?? session.permissions, session.userRole)];
    if (route.id !== own) return { kind: "redirect", to: `/${own}` };
  }
  return { kind: "render" };
};
