// The public site's first script, and its only one before the first paint: the prerendered HTML and
// CSS paint the page by themselves, so the app (React, the page's code, the catalogue) is fetched
// only once the first frame is on screen. The prerender lists the files in a meta element, the
// entry first; all are preloaded together, then the entry hydrates the page.
// No imports on purpose: any would be one more request before the first paint.

const PRELOAD_META_NAME = "portolan-preload";

const start = () => {
  const list = document.querySelector(`meta[name="${PRELOAD_META_NAME}"]`)?.getAttribute("content") ?? "";
  const [entry, ...rest] = list.split(" ").filter(Boolean);
  if (entry === undefined) return;
  for (const href of [entry, ...rest]) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
  import(/* @vite-ignore */ entry).catch((error: unknown) => {
    // The page stays readable (prerendered HTML, plain links). Decision D129: the entry itself is
    // retried by one reload, unless this load already is a reload (no loop); the app's own chunks go
    // through the chunk-reload guard (app/chunk-failure.ts).
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    console.warn("Portolan: the page's script could not be loaded.", error);
    if (navigation?.type !== "reload") location.reload();
  });
};

// A frame callback runs before that frame paints; the timeout after it runs once it has painted.
requestAnimationFrame(() => setTimeout(start, 0));
