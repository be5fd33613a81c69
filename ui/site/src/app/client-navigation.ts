// Client-side navigation (spec §2.1): clicks on links of the public site in the same language are
// taken over (wouter's history navigation); when the address changes, core's route decision says
// what to show, the next page's module is loaded, and only then is it shown. A page in another
// language, or the server's own decision, is a full navigation.

import { browserNavigation, clientNavigationTarget, documentCookies } from "@portolan/adapters";
import { LANG_COOKIE_NAME, type Locale, type Visit } from "@portolan/core";
import { withWholeCatalogue } from "@portolan/kit/i18n/i18n.ts";
import { whenPartsHydrated } from "@portolan/kit/layout/deferred-parts.ts";
import { guardedImport } from "@portolan/kit/runtime/chunk-failure.ts";
import { $isLogin } from "@portolan/kit/stores/session.ts";
import { useEffect, useRef } from "react";
import { useLocation, useSearch } from "wouter";
import { navigate } from "wouter/use-browser-location";
import { loadPageOf } from "../pages/page-loader.ts";
import type { PageModule } from "../pages/page-module.ts";
import { decideNavigation, isPublicSiteUrl } from "./navigation-decision.ts";

export interface View {
  /** Path and query. */
  readonly url: string;
  readonly page: PageModule;
  readonly params: Readonly<Record<string, string>>;
  /** Core's route id, or undefined on the not-found page. */
  readonly routeId: string | undefined;
}

const visit = (): Visit => ({
  isLoggedIn: $isLogin.get(),
  langCookie: documentCookies().get(LANG_COOKIE_NAME),
});

/** Takes over clicks on same-language links of the public site. */
export const useLinkInterception = (locale: Locale): void => {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.("a[href]");
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const facts = { href: anchor.href, target: anchor.target, download: anchor.hasAttribute("download") };
      const to = clientNavigationTarget(event, facts, location);
      if (to === undefined || !isPublicSiteUrl(to)) return;
      if (decideNavigation(to, locale, visit()).kind === "full") return;
      event.preventDefault();
      navigate(to);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [locale]);
};

/** Follows the address: loads and shows the page it names (or redirects, or leaves the document). */
export const useRouteLoading = (locale: Locale, view: View, show: (view: View) => void): void => {
  const [path] = useLocation();
  const search = useSearch();
  const shown = useRef(view.url);
  shown.current = view.url;
  // biome-ignore lint/correctness/useExhaustiveDependencies: path and search are the triggers; the address is read from location.
  useEffect(() => {
    const url = `${location.pathname}${location.search}`;
    if (url === shown.current) return;
    const decision = decideNavigation(url, locale, visit());
    if (decision.kind === "full") {
      browserNavigation().assign(decision.to === url ? `${url}${location.hash}` : decision.to);
      return;
    }
    if (decision.kind === "replace") {
      navigate(decision.to, { replace: true });
      return;
    }
    let current = true;
    const { match } = decision;
    // The frame's parts must be hydrated before the page changes their props (deferred-chrome.tsx).
    void guardedImport(() => Promise.all([withWholeCatalogue(loadPageOf(match)), whenPartsHydrated()])).then(
      (loaded) => {
        if (!current || loaded === undefined) return;
        const [page, framed] = loaded;
        // Parts that will never hydrate cannot follow the page: it comes as a new document.
        if (framed) show({ url, page, params: match?.params ?? {}, routeId: match?.route.id });
        else browserNavigation().assign(`${url}${location.hash}`);
      },
    );
    return () => {
      current = false;
    };
  }, [path, search, locale, show]);
};
