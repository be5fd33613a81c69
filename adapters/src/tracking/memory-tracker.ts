// The in-memory twin of the page-view port: keeps every view in order.
import type { PageView, PageViewTracker } from "./page-view-tracker.ts";

export interface MemoryTracker extends PageViewTracker {
  /** The views tracked so far (the same array each time, so it can be exposed and read live). */
  readonly views: readonly PageView[];
}

export const memoryTracker = (): MemoryTracker => {
  const views: PageView[] = [];
  return { views, track: (view) => void views.push(view) };
};
