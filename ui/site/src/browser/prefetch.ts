// Link prefetch (spec §9), the ordinary way: once the page is idle (PREFETCH_IDLE_TIMEOUT_MS, and
// never on 2g or data saver: entry-islands.tsx), each link to another page of the public site in the
// page's language gets a `<link rel="prefetch">` when it comes into view or the pointer or focus
// reaches it, so the browser has the next page in its cache before the click. Each address is
// prefetched once. Not the language bar's links: a page of another language is a choice, and serving
// it remembers that language (the lang cookie).
import { type Locale, matchRoute } from "@portolan/core";

/** The address to prefetch for a link, or undefined for one that leads elsewhere. */
export const prefetchTarget = (
  anchor: HTMLAnchorElement,
  here: Location,
  locale: Locale,
): string | undefined => {
  if (anchor.origin !== here.origin || anchor.hasAttribute("download")) return undefined;
  if (anchor.pathname === here.pathname && anchor.search === here.search) return undefined;
  const url = `${anchor.pathname}${anchor.search}`;
  return matchRoute(url)?.locale === locale ? url : undefined;
};

export const startPrefetch = (locale: Locale): void => {
  const requested = new Set<string>();
  const prefetch = (anchor: HTMLAnchorElement) => {
    const url = prefetchTarget(anchor, location, locale);
    if (url === undefined || requested.has(url)) return;
    requested.add(url);
    const link = document.createElement("link");
    link.rel = "prefetch";
    link.href = url;
    document.head.append(link);
  };
  const onIntent = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.("a[href]");
    if (anchor instanceof HTMLAnchorElement) prefetch(anchor);
  };
  document.addEventListener("pointerover", onIntent, { passive: true });
  document.addEventListener("focusin", onIntent);
  if (typeof IntersectionObserver !== "function") return;
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries)
      if (entry.isIntersecting && entry.target instanceof HTMLAnchorElement) {
        observer.unobserve(entry.target);
        prefetch(entry.target);
      }
  });
  for (const anchor of document.querySelectorAll<HTMLAnchorElement>("a[href]")) observer.observe(anchor);
};
