import { describe, expect, it } from "vitest";
import { decideNavigation, isPublicSiteUrl } from "./navigation-decision.ts";

const guest = { isLoggedIn: false };
const member = { isLoggedIn: true };

describe("navigation decision", () => {
  it("shows a page of the same language in place", () => {
    const d = decideNavigation("/cn/aboutus#section2", "zh", guest);
    expect(d.kind === "show" && d.match?.route.id).toBe("aboutus");
  });

  it("leaves a page in another language to a full navigation", () => {
    expect(decideNavigation("/en/contact", "zh", guest)).toEqual({ kind: "full", to: "/en/contact" });
  });

  it("sends a visitor on an unknown address to the home of its language, in place when it is this one", () => {
    expect(decideNavigation("/cn/nowhere", "zh", guest)).toEqual({ kind: "replace", to: "/cn" });
    expect(decideNavigation("/ru/nowhere", "zh", guest)).toEqual({ kind: "full", to: "/ru" });
  });

  it("shows the 404 page to a signed-in user on an unknown address, and for an invalid lang cookie", () => {
    expect(decideNavigation("/en/nowhere", "en", member)).toEqual({ kind: "show", match: undefined });
    expect(decideNavigation("/en/contact", "en", { isLoggedIn: false, langCookie: "fr" })).toEqual({
      kind: "show",
      match: undefined,
    });
  });

  it("redirects a signed-in user from the English service pages to the Chinese ones in English", () => {
    expect(decideNavigation("/en/service/cedarRose", "en", member)).toEqual({
      kind: "replace",
      to: "/cn/service/cedarRose?lang=en",
    });
    expect(decideNavigation("/en/service/debtcollection", "zh", member)).toEqual({
      kind: "full",
      to: "/cn/service/debtcollection?lang=en",
    });
  });
});

describe("public site addresses", () => {
  it("are the ones under a language segment", () => {
    expect(["/cn", "/en/contact?x=1", "/ru/solutions/buyers"].every(isPublicSiteUrl)).toBe(true);
    expect(["/login", "/register", "/sitemap.xml", "/", "/cnx"].some(isPublicSiteUrl)).toBe(false);
  });
});
