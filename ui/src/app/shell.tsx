// The page shown and its frame. Starts with the page the server rendered (so hydration matches),
// then follows the address with client-side navigation.
import { HYDRATED_MARK, type Locale } from "@portolan/core";
import { useCallback, useEffect, useRef, useState } from "react";
import { completeMessages } from "../i18n/i18n.ts";
import { Layout } from "../layout/layout.tsx";
import { layoutOf } from "../pages/page-module.ts";
import { useAfterNavigation } from "./after-navigation.ts";
import { useLinkInterception, useRouteLoading, type View } from "./client-navigation.ts";
import { startPrefetch } from "./prefetch.ts";

export function Shell({ locale, initial }: { readonly locale: Locale; readonly initial: View }) {
  const [view, setView] = useState(initial);
  const rescan = useRef<() => void>(() => {});
  const show = useCallback((next: View) => setView(next), []);
  useEffect(() => {
    rescan.current = startPrefetch(locale);
  }, [locale]);
  useEffect(() => {
    performance.mark(HYDRATED_MARK);
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
