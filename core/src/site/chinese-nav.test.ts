import { describe, expect, it } from "vitest";
import { ABOUT_US_ANCHORS, CHINESE_NAV_GROUPS, chineseAnchorHref, UTILITIES_ANCHOR } from "./chinese-nav.ts";
import { siteMessages } from "./site-messages.ts";
import { routeById } from "./site-routes.ts";

describe("Chinese anchors and nav groups", () => {
  it("puts profile, history, core team and honours at #section1 to #section4 of about us", () => {
    expect(ABOUT_US_ANCHORS.map((a) => [chineseAnchorHref(a), siteMessages[a.messageId]])).toEqual([
      ["/cn/aboutus#section1", "Profile"],
      ["/cn/aboutus#section2", "History"],
      ["/cn/aboutus#section3", "Core team"],
      ["/cn/aboutus#section4", "Honours"],
    ]);
  });

  it("makes utilities an anchor of /cn/service", () => {
    expect(chineseAnchorHref(UTILITIES_ANCHOR)).toBe("/cn/service#utilities");
  });

  it("groups investment, cooperation and joinus as channel partnership, and service as service alliance", () => {
    expect(CHINESE_NAV_GROUPS.map((g) => [siteMessages[g.messageId], g.routeIds])).toEqual([
      ["Channel partnership", ["investment", "cooperation", "joinus"]],
      ["Service alliance", ["service"]],
    ]);
  });

  it("points every group entry and anchor at a Chinese page", () => {
    const ids = [...CHINESE_NAV_GROUPS.flatMap((g) => g.routeIds), UTILITIES_ANCHOR.routeId, "aboutus"];
    for (const id of ids) expect(routeById(id)?.paths.zh).toBe(`/cn/${id}`);
  });
});
