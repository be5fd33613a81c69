// Page views (spec §2.1: tracked on each route). Every view goes to an in-memory record and, when an
// address is configured, to a beacon. Decision: the record is exposed as `window.__portolanPageViews`
// only when the page asks for it, with `window.__PORTOLAN_EXPOSE_PAGE_VIEWS__ = true` set before the
// page's scripts run (an end-to-end test's init script) or a `data-expose-page-views` attribute on
// <html>; otherwise nothing is exposed.
import { beaconTracker, combineTrackers, memoryTracker, type PageView } from "@portolan/adapters";
import { PAGE_VIEW_BEACON_URL } from "@portolan/kit/config/site-config.ts";

declare global {
  interface Window {
    __PORTOLAN_EXPOSE_PAGE_VIEWS__?: boolean;
    __portolanPageViews?: readonly PageView[];
  }
}

const record = memoryTracker();
const tracker =
  PAGE_VIEW_BEACON_URL === undefined ? record : combineTrackers(record, beaconTracker(PAGE_VIEW_BEACON_URL));
let exposed = false;

export const trackPageView = (view: Omit<PageView, "at">): void => {
  if (
    !exposed &&
    (window.__PORTOLAN_EXPOSE_PAGE_VIEWS__ === true ||
      document.documentElement.hasAttribute("data-expose-page-views"))
  ) {
    window.__portolanPageViews = record.views;
    exposed = true;
  }
  tracker.track({ ...view, at: Date.now() });
};
