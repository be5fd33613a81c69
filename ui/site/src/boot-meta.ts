// The meta element in which the prerender lists a page's chunks (in evaluation order, the entry last) for boot.ts, which
// repeats the name: it imports nothing, to cost no request before the first paint.
export const PRELOAD_META_NAME = "portolan-preload";

/** The meta element naming the first page's own module, which the entry imports directly. */
export const PAGE_META_NAME = "portolan-page";

/** On a page kept as prerendered (pages/kept-content.ts): its layout; no page module is loaded. */
export const KEPT_META_NAME = "portolan-kept";

/** The address of the build's page-files table (app/page-files-table.ts), which link prefetch reads. */
export const PAGE_FILES_META_NAME = "portolan-page-files";
