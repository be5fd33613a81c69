import { describe, expect, it } from "vitest";
import { resolveRouteEntry } from "./route-entry.ts";

const visitor = { isLoggedIn: false };
const member = { isLoggedIn: true };

describe("opening an address", () => {
  it("renders a known page for anyone", () => {
    for (const visit of [visitor, member, { isLoggedIn: false, langCookie: "ru" }]) {
      const entry = resolveRouteEntry("/ru/aboutus", visit);
      expect(entry.kind === "render" && [entry.match.route.id, entry.match.locale]).toEqual([
        "aboutus",
        "ru",
      ]);
    }
  });

  it("shows the 404 page for a lang cookie that is not allowed", () => {
    expect(resolveRouteEntry("/cn", { isLoggedIn: false, langCookie: "zh" })).toEqual({
      kind: "not-found",
      cause: "invalid-locale",
    });
  });

  it.each([
    ["/en/nowhere", "/en"],
    ["/ru/service/cedarRose", "/ru"],
    ["/nowhere", "/cn"],
  ])("sends a visitor on the unknown %s to %s", (url, to) => {
    expect(resolveRouteEntry(url, visitor)).toEqual({ kind: "redirect", to });
  });

  it.each([
    ["/", { acceptLanguage: "ru-RU,ru;q=0.9,en;q=0.8" }, "/ru"],
    ["/", { acceptLanguage: "en-US,en;q=0.9" }, "/en"],
    ["/", { acceptLanguage: "fr-FR" }, "/cn"],
    ["/nowhere", { acceptLanguage: "en", langCookie: "ru" }, "/ru"],
    ["/nowhere", { acceptLanguage: "ru", langCookie: "zh-cn" }, "/cn"],
    ["/", { acceptLanguage: "ru", langCookie: "" }, "/ru"],
    ["/en/nowhere", { acceptLanguage: "ru", langCookie: "zh-cn" }, "/en"],
  ])("sends a visitor on %s with %o to %s (address, then cookie, then browser)", (url, extra, to) => {
    expect(resolveRouteEntry(url, { ...visitor, ...extra })).toEqual({ kind: "redirect", to });
  });

  it("sends a signed-in user on the site's root to the home of their language", () => {
    expect(resolveRouteEntry("/", { ...member, langCookie: "ru" })).toEqual({ kind: "redirect", to: "/ru" });
    expect(resolveRouteEntry("/?from=mail", { ...member, acceptLanguage: "en" })).toEqual({
      kind: "redirect",
      to: "/en",
    });
  });

  it("shows the 404 page to a signed-in user on an unknown route", () => {
    expect(resolveRouteEntry("/en/nowhere", member)).toEqual({ kind: "not-found", cause: "unknown-route" });
  });

  it("sends a signed-in user from the English service pages to the Chinese ones in English", () => {
    expect(resolveRouteEntry("/en/service/cedarRose", member)).toEqual({
      kind: "redirect",
      to: "/cn/service/cedarRose?lang=en",
    });
    expect(resolveRouteEntry("/en/service/debtcollection", member)).toEqual({
      kind: "redirect",
      to: "/cn/service/debtcollection?lang=en",
    });
    expect(resolveRouteEntry("/en/service/cedarRose", visitor).kind).toBe("render");
  });
});
