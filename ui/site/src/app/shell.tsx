// The page shown and its frame. Starts with the page the server rendered (so hydration matches),
// then follows the address with client-side navigation.
import { afterIdle, browserConnection, mayPrefetch } from "@portolan/adapters";
import { HYDRATED_MARK, type Locale, PREFETCH_IDLE_TIMEOUT_MS } from "@portolan/core";
import { completeMessages } from "@portolan/kit/i18n/i18n.ts";
import { useCallback, useEffect, useRef, useState } from "react";
import { startChrome } from "../layout/deferred-chrome.tsx";
import { Layout } from "../layout/layout.tsx";
import { layoutOf } from "../pages/page-module.ts";
import { useAfterNavigation } from "./after-navigation.ts";
import { useLinkInterception, useRouteLoading, type View } from "./client-navigation.ts";

export function Shell({ locale, initial }: { readonly locale: Locale; readonly initial: View }) {
  const [view, setView] = useState(initial);
  const rescan = useRef<() => void>(() => {});
  const show = useCallback((next: View) => setView(next), []);
  useEffect(() => {
    // Link prefetch (spec §9): its module too is fetched only then, and never on 2g or data saver.
    if (!mayPrefetch(browserConnection())) return;
    return afterIdle(PREFETCH_IDLE_TIMEOUT_MS, () => {
      import("./prefetch.ts").then(
        (m) => {
          rescan.current = m.startPrefetch(locale);
        },
        () => undefined, // prefetching is an optimisation: without its module, links load on click
      );
    });
  }, [locale]);
  useEffect(() => {
    performance.mark(HYDRATED_MARK);
    // The header, footer and widgets hydrate next (layout/deferred-chrome.tsx).
    startChrome();
    // Whatever comes next (a dialog, another page) may need the rest of the catalogue.
    void completeMessages().catch(() => undefined);
  }, []);
  useLinkInterception(locale);
  useRouteLoading(locale, view, show);
  useAfterNavigation(view, locale, () => rescan.current());
  const Page = view.page.default;
  return (
    <Layout
      locale={locale}
      kind={layoutOf(view.page, locale)}
      url={view.url}
      keptContent={view.page.keptContent}
    >
      <Page key={view.url} params={view.params} query={new URLSearchParams(view.url.split("?")[1] ?? "")} />
    </Layout>
  );
}
