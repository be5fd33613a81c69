// English source text of the public site's labels that the core names (nav groups, anchors, solutions).

import { defineMessages } from "../messages/define-messages.ts";

export const siteMessages = defineMessages({
  "site.nav.channelPartnership": "Channel partnership",
  "site.nav.serviceAlliance": "Service alliance",
  "site.aboutus.profile": "Profile",
  "site.aboutus.history": "History",
  "site.aboutus.coreTeam": "Core team",
  "site.aboutus.honours": "Honours",
  "site.service.utilities": "Utilities",
  "site.solution.buyers": "Buyers",
  "site.solution.suppliers": "Suppliers",
  "site.solution.international": "International Logistics",
  "site.solution.consultation": "Research consultation",
  "site.solution.lawfirms": "Law Firms",
  "site.solution.financial": "Financial Institutions",
  "site.solution.investment": "Investment Firms",
  "site.solution.government": "Government Agencies",
  "site.solution.college": "College",
  "site.solution.media": "Media",
});
export type SiteMessageId = keyof typeof siteMessages;
