// Link prefetch (spec §9): after PREFETCH_IDLE_TIMEOUT_MS and at idle, unless the connection is 2g or
// data saver is on, the files of each same-language link's page are fetched into the HTTP cache when
// the link is visible or hovered/focused, so the next page shows without waiting for the network.
// They are fetched, not imported: nothing is evaluated and no element is inserted until the visitor
// goes there (page-files-table.ts says why).
import { slicedQueue } from "@portolan/adapters";
import type { Locale } from "@portolan/core";
import { PAGE_FILES_META_NAME, PRELOAD_META_NAME } from "../boot-meta.ts";
import { pageFileOf } from "../pages/page-files.ts";
import { decideNavigation, isPublicSiteUrl } from "./navigation-decision.ts";
import { filesToPrefetch, type PageFilesTable, parsePageFilesTable } from "./page-files-table.ts";

/** The files this document already has (its preload list, stylesheets and preloads), as paths. */
const filesInDocument = (): string[] => {
  const preload = document.querySelector(`meta[name="${PRELOAD_META_NAME}"]`)?.getAttribute("content") ?? "";
  const links = [
    ...document.querySelectorAll<HTMLLinkElement>("link[rel=stylesheet],link[rel=modulepreload]"),
  ];
  return [...preload.split(" ").filter(Boolean), ...links.map((l) => new URL(l.href).pathname)];
};

const loadTable = async (): Promise<PageFilesTable | undefined> => {
  const url = document.querySelector(`meta[name="${PAGE_FILES_META_NAME}"]`)?.getAttribute("content");
  if (!url) return undefined;
  const response = await fetch(url, { priority: "low" });
  return response.ok ? parsePageFilesTable(await response.json()) : undefined;
};

/**
 * Fetches the files of a linked page into the HTTP cache, each file once per document. A fetch call
 * costs about a millisecond on a fast machine: files are fetched from their own queue, a few per task.
 */
const createPrefetcher = (locale: Locale, table: PageFilesTable) => {
  const requested = new Set(filesInDocument());
  const fetchFile = slicedQueue((file: string) => {
    // The body is read so the whole file lands in the cache; a failure lets a later link try again.
    fetch(file, { priority: "low" })
      .then((r) => (r.ok ? r.blob() : Promise.reject(new Error(String(r.status)))))
      .catch(() => requested.delete(file));
  });
  return (anchor: HTMLAnchorElement): void => {
    if (anchor.origin !== location.origin || !isPublicSiteUrl(anchor.pathname)) return;
    const decision = decideNavigation(`${anchor.pathname}${anchor.search}`, locale, { isLoggedIn: false });
    if (decision.kind !== "show" || decision.match === undefined) return;
    for (const file of filesToPrefetch(table, pageFileOf(decision.match), requested)) {
      requested.add(file);
      fetchFile(file);
    }
  };
};

/**
 * Starts prefetching (the shell loads this module at idle, PREFETCH_IDLE_TIMEOUT_MS after the first
 * page, unless the connection rules it out: mayPrefetch) once the build's table has arrived (none:
 * no prefetching); returns a function that rescans the links. Links are handled in short slices
 * (slicedQueue): a page of many links never makes a long task.
 */
export const startPrefetch = (locale: Locale): (() => void) => {
  let scan = () => {};
  void loadTable()
    .catch(() => undefined)
    .then((table) => {
      if (table === undefined) return;
      const prefetch = slicedQueue(createPrefetcher(locale, table));
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
      scan = () => {
        for (const a of document.querySelectorAll<HTMLAnchorElement>("a[href]")) observer.observe(a);
      };
      scan();
    });
  return () => scan();
};
