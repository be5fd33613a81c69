import { describe, expect, it } from "vitest";
import { flattenMenu, visibleMenuIds } from "./flatten-menu.ts";
import { TEST_BASES, testSession } from "./nav-fixtures.ts";
import { buildNavigation } from "./navigation.ts";

const H = "https://www.portolan.test";
const K = "https://console.portolan.test";

describe("the alternative menu variant", () => {
  it("lists the entries of spec §2.6 in order, whatever the permissions", () => {
    for (const session of [
      testSession(),
      testSession({ permissions: { TS: { SO: true } }, userRole: ["admin"] }),
    ]) {
      const menu = buildNavigation({ bases: TEST_BASES, session, locale: "en", variant: "alternative" });
      expect(flattenMenu(menu)).toEqual([
        { id: "alt.whoViewedMe", href: `${H}/who-viewed-me` },
        { id: "alt.socialProfile", href: `${H}/social-profile` },
        { id: "alt.messages.inquiries", href: `${H}/messages/inquiries` },
        { id: "alt.messages.notifications", href: `${H}/messages/notifications` },
        { id: "alt.messages.comments", href: `${H}/messages/comments` },
        { id: "alt.messages.chats", href: `${H}/messages/chats` },
        { id: "alt.profile", href: `${H}/profile` },
        { id: "alt.companyProfile", href: `${H}/company/profile` },
        { id: "alt.products", href: `${H}/company/products` },
        { id: "alt.reviews", href: `${H}/company/reviews` },
        { id: "alt.historyTracking", href: `${H}/tracking/history` },
        { id: "alt.marketInsight", href: `${H}/market-insight` },
        { id: "alt.companyTracking", href: `${H}/tracking/company` },
        { id: "alt.unifind", href: `${H}/unifind` },
        { id: "alt.vouchers", href: `${K}/vouchers` },
        { id: "alt.accountCenter", href: `${K}/account` },
        { id: "alt.advertising", href: `${K}/account/advertising` },
      ]);
      expect(visibleMenuIds(menu)).toContain("alt.messages");
    }
  });

  it("is the standard menu when no variant is named", () => {
    const menu = buildNavigation({ bases: TEST_BASES, session: testSession(), locale: "zh" });
    expect(menu[0]?.id).toBe("dashboard");
    expect(
      buildNavigation({ bases: TEST_BASES, session: testSession(), locale: "zh", variant: "standard" }),
    ).toEqual(menu);
  });
});
