// Link prefetch (spec §9): after PREFETCH_IDLE_TIMEOUT_MS and at idle, unless the connection is 2g or
// data saver is on, the page module of each same-language link is fetched when the link is visible
// or hovered/focused, so the next page shows without waiting for its chunk.
import type { Locale } from "@portolan/core";
import { loadPageOf, pageKeyOf } from "../pages/page-loader.ts";
import { decideNavigation, isPublicSiteUrl } from "./navigation-decision.ts";

const fetched = new Set<string>();

const prefetchHref = (anchor: HTMLAnchorElement, locale: Locale): void => {
  if (anchor.origin !== location.origin || !isPublicSiteUrl(anchor.pathname)) return;
  const decision = decideNavigation(`${anchor.pathname}${anchor.search}`, locale, { isLoggedIn: false });
  if (decision.kind !== "show" || decision.match === undefined) return;
  const { match } = decision;
  void pageKeyOf(match).then((file) => {
    if (fetched.has(file)) return;
    fetched.add(file);
    loadPageOf(match).catch(() => fetched.delete(file));
  });
};

/**
 * Starts prefetching (the shell loads this module at idle, PREFETCH_IDLE_TIMEOUT_MS after the first
 * page, unless the connection rules it out: mayPrefetch); returns a function that rescans the links.
 */
export const startPrefetch = (locale: Locale): (() => void) => {
  const onIntent = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.("a[href]");
    if (anchor instanceof HTMLAnchorElement) prefetchHref(anchor, locale);
  };
  document.addEventListener("pointerover", onIntent, { passive: true });
  document.addEventListener("focusin", onIntent);
  if (typeof IntersectionObserver !== "function") return () => {};
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries)
      if (entry.isIntersecting && entry.target instanceof HTMLAnchorElement) {
        observer.unobserve(entry.target);
        prefetchHref(entry.target, locale);
      }
  });
  const scan = () => {
    for (const a of document.querySelectorAll<HTMLAnchorElement>("a[href]")) observer.observe(a);
  };
  scan();
  return scan;
};
