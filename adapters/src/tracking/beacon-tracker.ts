// Posts each page view as JSON to a configured address with navigator.sendBeacon (it survives the page
// being left), or fetch with keepalive where beacons are unavailable. Failures are ignored: tracking
// never disturbs the visit.
import type { PageViewTracker } from "./page-view-tracker.ts";

export interface BeaconTransport {
  readonly sendBeacon?: (url: string, data: Blob) => boolean;
  readonly fetch?: (url: string, init: RequestInit) => Promise<unknown>;
}

const browserTransport = (): BeaconTransport => ({
  ...(typeof navigator !== "undefined" && typeof navigator.sendBeacon === "function"
    ? { sendBeacon: (url: string, data: Blob) => navigator.sendBeacon(url, data) }
    : {}),
  ...(typeof fetch === "function" ? { fetch: (url: string, init: RequestInit) => fetch(url, init) } : {}),
});

export const beaconTracker = (
  url: string,
  transport: BeaconTransport = browserTransport(),
): PageViewTracker => ({
  track: (view) => {
    const body = JSON.stringify(view);
    try {
      if (transport.sendBeacon?.(url, new Blob([body], { type: "application/json" }))) return;
      void transport
        .fetch?.(url, {
          method: "POST",
          body,
          keepalive: true,
          headers: { "content-type": "application/json" },
        })
        ?.catch(() => {});
    } catch {
      // Tracking is best effort.
    }
  },
});
