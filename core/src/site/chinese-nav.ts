// The Chinese site's in-page anchors and nav groups (spec §2.2).

import type { SiteMessageId } from "./site-messages.ts";

export interface PageAnchor {
  /** The route id of the page that holds the anchor. */
  readonly routeId: string;
  /** The element id, used as the hash. */
  readonly anchor: string;
  readonly messageId: SiteMessageId;
}

/** /cn/aboutus#section1 to #section4: profile, history, core team, honours. */
export const ABOUT_US_ANCHORS: readonly PageAnchor[] = [
  { routeId: "aboutus", anchor: "section1", messageId: "site.aboutus.profile" },
  { routeId: "aboutus", anchor: "section2", messageId: "site.aboutus.history" },
  { routeId: "aboutus", anchor: "section3", messageId: "site.aboutus.coreTeam" },
  { routeId: "aboutus", anchor: "section4", messageId: "site.aboutus.honours" },
];

/** Utilities is an anchor of /cn/service, not a page of its own. */
export const UTILITIES_ANCHOR: PageAnchor = {
  routeId: "service",
  anchor: "utilities",
  messageId: "site.service.utilities",
};

/** The Chinese address of an anchor, e.g. /cn/aboutus#section2. */
export const chineseAnchorHref = (anchor: PageAnchor): string => `/cn/${anchor.routeId}#${anchor.anchor}`;

export interface NavGroup {
  readonly id: string;
  readonly messageId: SiteMessageId;
  /** Route ids of the group's entries, in order. */
  readonly routeIds: readonly string[];
}

export const CHINESE_NAV_GROUPS: readonly NavGroup[] = [
  {
    id: "channel-partnership",
    messageId: "site.nav.channelPartnership",
    routeIds: ["investment", "cooperation", "joinus"],
  },
  { id: "service-alliance", messageId: "site.nav.serviceAlliance", routeIds: ["service"] },
];
