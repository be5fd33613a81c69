// The public site's first script, inline in each prerendered page (scripts/prerender.ts; the CSP
// allows it by hash), and its only one before the first paint: the prerendered HTML and
// CSS paint the page by themselves, so the app (React, the page's code, the catalogue) is fetched
// only once the first frame is on screen. The prerender lists the files in a meta element in the
// order they evaluate (each after what it imports, the entry last); all are preloaded, a few links per
// task (inserting a preload link costs about a millisecond, thirty of them made one long task), then
// evaluated one file per task, so that no single task holds the whole app's evaluation (Lighthouse's
// total blocking time), and the entry hydrates the page.
// No imports on purpose: it is inlined as it is built, and any import would be one more request
// before the first paint.

const PRELOAD_META_NAME = "portolan-preload";

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Preload links inserted per task. */
const LINKS_PER_TASK = 4;

const start = async () => {
  const list = document.querySelector(`meta[name="${PRELOAD_META_NAME}"]`)?.getAttribute("content") ?? "";
  const files = list.split(" ").filter(Boolean);
  for (const [index, href] of files.entries()) {
    if (index > 0 && index % LINKS_PER_TASK === 0) await nextTask();
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
  const entry = files.pop();
  if (entry === undefined) return;
  for (const href of files) {
    // A chunk that fails here fails again where it is imported, and that import reports it (the entry
    // below, or the chunk-reload guard for the page's module).
    await import(/* @vite-ignore */ href).catch(() => undefined);
    await nextTask();
  }
  try {
    await import(/* @vite-ignore */ entry);
  } catch (error: unknown) {
    // The page stays readable (prerendered HTML, plain links). Decision D129: the entry itself is
    // retried by one reload, unless this load already is a reload (no loop); the app's own chunks go
    // through the chunk-reload guard (app/chunk-failure.ts).
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    console.warn("Portolan: the page's script could not be loaded.", error);
    if (navigation?.type !== "reload") location.reload();
  }
};

// A frame callback runs before that frame paints; the timeout after it runs once it has painted.
requestAnimationFrame(() => setTimeout(() => void start(), 0));
