// The public site's only script. The page is prerendered HTML and CSS, painted before this runs (a
// module script never blocks the first paint). Here the page view is tracked and its islands come
// alive: those of "load" at once (a page's form or figures), then, once the browser is idle, those of
// "idle" (the header, footer, widgets, dialog), the identity call (spec §4 Session) and link prefetch
// (spec §9). React and the words are loaded with the first island to hydrate: a page whose islands
// all wait for idle loads no framework before then.

// The theme, the frame's stylesheet and the islands' markers: layout/layout.tsx is only rendered by
// the prerender, so its styles reach the build through here.
import "@portolan/kit/theme/global.css.ts";
import "@portolan/kit/layout/layout.css.ts";
import "./islands/island.css.ts";
import { afterIdle, browserConnection, mayPrefetch } from "@portolan/adapters";
import {
  DEFAULT_LOCALE,
  HYDRATED_MARK,
  LOCALES,
  type Locale,
  matchRoute,
  PREFETCH_IDLE_TIMEOUT_MS,
} from "@portolan/core";
import { LANGUAGE_TAGS } from "@portolan/kit/format/language-tag.ts";
import { guardedImport } from "@portolan/kit/runtime/chunk-failure.ts";
import { $locale } from "@portolan/kit/stores/locale.ts";
import { trackPageView } from "./browser/page-views.ts";
import { type Marker, markersOf } from "./islands/markers.ts";
import { nextTask } from "./islands/next-task.ts";

/**
 * React's DOM runtime, the largest script, is evaluated in a task of its own, then the rest of what
 * hydration needs: no single long task holds both (Lighthouse's total blocking time).
 */
const loadHydration = async () => {
  await import("react-dom/client");
  await nextTask();
  return import("./islands/island-runtime.tsx");
};

const hydrate = async (markers: readonly Marker[], locale: Locale): Promise<void> => {
  if (markers.length === 0) return;
  const hydration = await guardedImport(loadHydration);
  await hydration?.hydrateAll(markers, locale);
};

const start = async () => {
  const locale = LOCALES.find((l) => LANGUAGE_TAGS[l] === document.documentElement.lang) ?? DEFAULT_LOCALE;
  $locale.set(locale);
  const url = `${location.pathname}${location.search}`;
  trackPageView({ path: url, routeId: matchRoute(url)?.route.id, locale, title: document.title });
  const markers = markersOf(document);
  await hydrate(
    markers.filter((m) => m.when === "load"),
    locale,
  );
  performance.mark(HYDRATED_MARK);
  afterIdle(0, () => {
    void hydrate(
      markers.filter((m) => m.when === "idle"),
      locale,
    );
    void guardedImport(() => import("@portolan/kit/data/data-client.ts")).then((m) =>
      m?.loadIdentity(locale),
    );
  });
  // Link prefetch: its module too is fetched only then, and never on 2g or data saver.
  if (mayPrefetch(browserConnection()))
    afterIdle(PREFETCH_IDLE_TIMEOUT_MS, () => {
      import("./browser/prefetch.ts").then(
        (m) => m.startPrefetch(locale),
        () => undefined, // prefetching is an optimisation: without its module, links load on click
      );
    });
};

void start();
