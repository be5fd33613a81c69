// Loads a route's page module through the registry, which is itself fetched on first use: its tables
// (every page of every language) are needed for client-side navigation, never for the first page,
// whose module the prerender names in the document (boot-meta.ts PAGE_META_NAME).
import type { RouteMatch } from "@portolan/core";
import type { PageModule } from "./page-module.ts";

export const loadPageOf = async (match: RouteMatch | undefined): Promise<PageModule> => {
  const [{ loadPage }, { pageFileOf }] = await Promise.all([
    import("./registry.ts"),
    import("./page-files.ts"),
  ]);
  return loadPage(pageFileOf(match));
};
