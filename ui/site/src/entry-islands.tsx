// The public site's only script. The page is prerendered HTML and CSS, painted before this runs (a
// module script never blocks the first paint); here its islands come alive: the language's words are
// loaded, the "load" islands hydrate, the page view is tracked, and at idle the "idle" islands
// hydrate, the identity call finds out whether the visitor is signed in (spec §4 Session) and link
// prefetch starts (spec §9).

// The theme, the frame's stylesheet and the islands' markers: layout/layout.tsx is only rendered by
// the prerender, so its styles reach the build through here.
import "@portolan/kit/theme/global.css.ts";
import "@portolan/kit/layout/layout.css.ts";
import "./islands/island.css.ts";
import { afterIdle, browserConnection, mayPrefetch } from "@portolan/adapters";
import { DEFAULT_LOCALE, HYDRATED_MARK, LOCALES, matchRoute, PREFETCH_IDLE_TIMEOUT_MS } from "@portolan/core";
import { createI18n, LANGUAGE_TAGS } from "@portolan/kit/i18n/i18n.ts";
import { guardedImport } from "@portolan/kit/runtime/chunk-failure.ts";
import { $locale } from "@portolan/kit/stores/locale.ts";
import { trackPageView } from "./browser/page-views.ts";
import { hydrateAll, markersOf } from "./islands/hydrate-islands.tsx";

const start = async () => {
  const locale = LOCALES.find((l) => LANGUAGE_TAGS[l] === document.documentElement.lang) ?? DEFAULT_LOCALE;
  $locale.set(locale);
  const url = `${location.pathname}${location.search}`;
  trackPageView({ path: url, routeId: matchRoute(url)?.route.id, locale, title: document.title });
  const i18n = await guardedImport(() => createI18n(locale));
  if (i18n === undefined) return;
  const markers = markersOf(document);
  await hydrateAll(
    markers.filter((m) => m.when === "load"),
    i18n,
  );
  performance.mark(HYDRATED_MARK);
  afterIdle(0, () => {
    void hydrateAll(
      markers.filter((m) => m.when === "idle"),
      i18n,
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
