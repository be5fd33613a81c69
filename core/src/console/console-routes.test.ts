import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { testSession } from "../navigation/nav-fixtures.ts";
import {
  CONSOLE_ROUTES,
  type ConsoleRoute,
  consoleDecision,
  matchConsoleRoute,
  RETURN_TO_KEY,
  safeReturnPath,
} from "./console-routes.ts";

const routeOf = (url: string): ConsoleRoute => {
  const r = matchConsoleRoute(url);
  if (r === undefined) throw new Error(`no console route for ${url}`);
  return r;
};

describe("matchConsoleRoute", () => {
  it("knows the console's pages, with or without query, hash and trailing slash", () => {
    expect(routeOf("/login").id).toBe("login");
    expect(routeOf("/account/basicinfo/?x=1#top").id).toBe("account/basicinfo");
    expect(routeOf("/cost/paymentLink").id).toBe("cost/paymentLink");
  });
  it("leaves public and unknown addresses alone", () => {
    for (const url of [
      "/",
      "/cn",
      "/en/contact",
      "/so/x",
      "/buyers",
      "/cost/other",
      "/Login",
      "/dashboard/x",
    ])
      expect(matchConsoleRoute(url)).toBeUndefined();
  });
  it("knows buyer search and trade search (spec §2.6 {data}/buyer, {home}/so) as signed-in pages", () => {
    expect(matchConsoleRoute("/buyer?keyword=chairs")).toMatchObject({ id: "buyer", audience: "signed-in" });
    expect(matchConsoleRoute("/so/")).toMatchObject({ id: "so", audience: "signed-in" });
  });
  it("matches every route by its own path (round trip)", () => {
    for (const r of CONSOLE_ROUTES) expect(matchConsoleRoute(r.path)).toBe(r);
  });
});

describe("safeReturnPath", () => {
  it("keeps a local path and refuses anything that leaves the origin", () => {
    expect(safeReturnPath("/cost/records")).toBe("/cost/records");
    expect(safeReturnPath("/cn/contact?x=1")).toBe("/cn/contact?x=1");
    for (const bad of [
      undefined,
      null,
      "",
      "//evil.test",
      "/\\evil.test",
      "https://evil.test",
      "javascript:alert(1)",
      "/x\n/y",
    ])
      expect(safeReturnPath(bad)).toBe("/dashboard");
  });
  it("never returns to a sign-in page (no loop)", () => {
    expect(safeReturnPath("/login?redirect=/login")).toBe("/dashboard");
    expect(safeReturnPath("/register")).toBe("/dashboard");
  });
  it("always gives a path of this origin (property)", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const p = safeReturnPath(s);
        expect(p.startsWith("/")).toBe(true);
        expect(p.startsWith("//") || p.startsWith("/\\")).toBe(false);
      }),
    );
  });
});

describe("consoleDecision", () => {
  const visitor = undefined;
  it("sends a visitor on a signed-in page to /login with the page to return to", () => {
    expect(consoleDecision(routeOf("/cost/records"), "/cost/records?a=b", visitor)).toEqual({
      kind: "redirect",
      to: `/login?${RETURN_TO_KEY}=%2Fcost%2Frecords`,
    });
    expect(consoleDecision(routeOf("/login"), "/login", visitor)).toEqual({ kind: "render" });
    expect(consoleDecision(routeOf("/register"), "/register", visitor)).toEqual({ kind: "render" });
  });
  it("sends a signed-in user away from the sign-in pages", () => {
    expect(consoleDecision(routeOf("/login"), "/login", testSession())).toEqual({
      kind: "redirect",
      to: "/dashboard",
    });
  });
  it("shows each user only the cost variant spec §2.6 grants", () => {
    const none = testSession();
    const payment = testSession({ userRole: ["payment"] });
    const trade = testSession({ permissions: { TS: { SO: true } } });
    const go = (url: string, s = none) => consoleDecision(routeOf(url), url, s);
    expect(go("/cost")).toEqual({ kind: "redirect", to: "/cost/records" });
    expect(go("/cost/records")).toEqual({ kind: "render" });
    expect(go("/cost", payment)).toEqual({ kind: "redirect", to: "/cost/paymentLink" });
    expect(go("/cost/paymentLink", payment)).toEqual({ kind: "render" });
    expect(go("/cost/records", trade)).toEqual({ kind: "redirect", to: "/cost" });
    expect(go("/cost", trade)).toEqual({ kind: "render" });
    expect(go("/dashboard")).toEqual({ kind: "render" });
  });
});
