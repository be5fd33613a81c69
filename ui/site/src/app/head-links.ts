// The canonical address and hreflang alternates of a page shown by client-side navigation: the
// prerendered document carries the first page's; each later page replaces them with its own, so the
// document's head always describes the page in view (core's alternatesOf, as the prerender does).
import { alternatesOf, routeById } from "@portolan/core";

export interface HeadLink {
  readonly rel: "canonical" | "alternate";
  readonly href: string;
  readonly hreflang?: string;
}

/** The links of a page: none on the not-found page (routeId undefined). */
export const headLinksOf = (
  routeId: string | undefined,
  params: Readonly<Record<string, string>>,
  origin: string,
  path: string,
): readonly HeadLink[] => {
  const route = routeId === undefined ? undefined : routeById(routeId);
  if (route === undefined) return [];
  return [
    { rel: "canonical", href: origin + path },
    ...alternatesOf(route, params).map((a) => ({
      rel: "alternate" as const,
      href: origin + a.path,
      hreflang: a.hreflang,
    })),
  ];
};

/**
 * The site's public origin as the prerender wrote it into the canonical link (the configured one,
 * which may differ from the address the browser used); this origin when there is none.
 */
export const documentOrigin = (): string => {
  const href = document.head.querySelector('link[rel="canonical"]')?.getAttribute("href");
  try {
    return href ? new URL(href).origin : location.origin;
  } catch {
    return location.origin;
  }
};

export const replaceHeadLinks = (links: readonly HeadLink[]): void => {
  for (const old of document.head.querySelectorAll('link[rel="canonical"], link[rel="alternate"][hreflang]'))
    old.remove();
  for (const link of links) {
    const element = document.createElement("link");
    element.rel = link.rel;
    element.href = link.href;
    if (link.hreflang !== undefined) element.hreflang = link.hreflang;
    document.head.append(element);
  }
};
