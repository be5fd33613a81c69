import { describe, expect, it } from "vitest";
import { beaconTracker } from "./beacon-tracker.ts";
import { memoryTracker } from "./memory-tracker.ts";
import { combineTrackers, type PageView } from "./page-view-tracker.ts";

const view = (path: string): PageView => ({ path, routeId: "home", locale: "zh", title: "t", at: 1 });

describe("page-view trackers", () => {
  it("memory tracker keeps views in order, in one live array", () => {
    const tracker = memoryTracker();
    const seen = tracker.views;
    tracker.track(view("/cn"));
    tracker.track(view("/cn/aboutus"));
    expect(seen.map((v) => v.path)).toEqual(["/cn", "/cn/aboutus"]);
  });

  it("combined trackers each receive every view", () => {
    const a = memoryTracker();
    const b = memoryTracker();
    combineTrackers(a, b).track(view("/en"));
    expect([a.views.length, b.views.length]).toEqual([1, 1]);
  });

  it("beacon tracker posts the view as JSON to the address", async () => {
    const sent: [string, string][] = [];
    const tracker = beaconTracker("/t", {
      sendBeacon: (url, data) => {
        void data.text().then((text) => sent.push([url, text]));
        return true;
      },
    });
    tracker.track(view("/ru"));
    await new Promise((r) => setTimeout(r, 0));
    expect(sent).toEqual([["/t", JSON.stringify(view("/ru"))]]);
  });

  it("beacon tracker falls back to fetch and swallows its failure", async () => {
    const calls: string[] = [];
    const tracker = beaconTracker("/t", {
      sendBeacon: () => false,
      fetch: (url) => {
        calls.push(url);
        return Promise.reject(new Error("offline"));
      },
    });
    expect(() => tracker.track(view("/en"))).not.toThrow();
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toEqual(["/t"]);
  });
});
