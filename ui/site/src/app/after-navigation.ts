// What follows each page shown (spec §2.1, §4 Navigation): the mobile menu collapses, the title
// changes, the view is placed at the top or at the hash anchor (place-view.ts), the focus moves to
// the new page's content, and the page view is tracked. The first page only tracks its view: the
// browser has already placed it.
import { useLingui } from "@lingui/react";
import type { Locale } from "@portolan/core";
import { collapseMobileMenu } from "@portolan/kit/stores/mobile-menu.ts";
import { useEffect, useRef } from "react";
import type { View } from "./client-navigation.ts";
import { trackPageView } from "./page-views.ts";
import { placeView } from "./place-view.ts";

export const useAfterNavigation = (view: View, locale: Locale, onShown: () => void): void => {
  const { i18n } = useLingui();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per page shown.
  useEffect(() => {
    const title =
      view.routeId === undefined ? `404 · ${i18n._("errors.page.notFound")}` : view.page.meta.title;
    if (!first.current) {
      collapseMobileMenu();
      document.title = title;
      document.querySelector('meta[name="description"]')?.setAttribute("content", view.page.meta.description);
      // Only a page after the first changes them: their module is fetched with the second page.
      void import("./head-links.ts").then(
        (m) =>
          m.replaceHeadLinks(
            m.headLinksOf(view.routeId, view.params, m.documentOrigin(), view.url.split("?")[0] ?? "/"),
          ),
        () => undefined, // the links stay the first page's; the page itself is shown
      );
      placeView();
      onShown();
    }
    first.current = false;
    trackPageView({ path: view.url, routeId: view.routeId, locale, title: document.title });
  }, [view]);
};
