// The build's table of the files each page needs beyond what every public page already loads
// (written by scripts/prerender.ts from Vite's manifest). Link prefetch reads it to fetch a linked
// page's files into the HTTP cache without evaluating them: evaluating another page's modules, with
// the stylesheet and preload links Vite's loader inserts, was the longest task after load.

export interface PageFilesTable {
  /** Files any client-side navigation loads (the page registry, the head links), as absolute paths. */
  readonly navigation: readonly string[];
  /** By page file (pages/page-files.ts), its chunks and stylesheets, as absolute paths. */
  readonly pages: Readonly<Record<string, readonly string[]>>;
}

const isPathList = (value: unknown): value is readonly string[] =>
  Array.isArray(value) && value.every((v) => typeof v === "string" && v.startsWith("/"));

/** The table, from the JSON the build wrote; undefined for anything else (prefetching is then skipped). */
export const parsePageFilesTable = (json: unknown): PageFilesTable | undefined => {
  if (typeof json !== "object" || json === null) return undefined;
  const { navigation, pages } = json as Record<string, unknown>;
  if (!isPathList(navigation) || typeof pages !== "object" || pages === null || Array.isArray(pages))
    return undefined;
  return Object.values(pages).every(isPathList)
    ? { navigation, pages: pages as Record<string, readonly string[]> }
    : undefined;
};

/**
 * The files to fetch so that a page shows from the cache: the navigation's and the page's, each
 * once, none already requested. An unknown page gives none (not even the navigation's).
 */
export const filesToPrefetch = (
  table: PageFilesTable,
  pageFile: string,
  requested: ReadonlySet<string>,
): string[] => {
  const files = table.pages[pageFile];
  if (files === undefined) return [];
  return [...new Set([...table.navigation, ...files])].filter((f) => !requested.has(f));
};
