// The page-view port (spec §2.1 "page views are tracked on each route"): the UI reports every route it
// shows; an adapter sends it somewhere. `beacon-tracker.ts` posts to a configured address,
// `memory-tracker.ts` keeps the views for tests (and for the e2e hook), `combineTrackers` fans out.

export interface PageView {
  /** Path and query of the address shown. */
  readonly path: string;
  /** The route id of core's SITE_ROUTES, or undefined for the not-found page. */
  readonly routeId: string | undefined;
  readonly locale: string;
  readonly title: string;
  /** Epoch milliseconds. */
  readonly at: number;
}

export interface PageViewTracker {
  readonly track: (view: PageView) => void;
}

/** Tracks nowhere: the default when no beacon address is configured. */
export const noTracker: PageViewTracker = { track: () => {} };

export const combineTrackers = (...trackers: readonly PageViewTracker[]): PageViewTracker => ({
  track: (view) => {
    for (const tracker of trackers) tracker.track(view);
  },
});
