// The JavaScript a prerendered page loads that another page does not, read from the built site: the
// page's own module (a chunk built from ui/site/src/pages/, per the client build's manifest) and the
// shared chunks only it imports.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { UI_DIR } from "./global-setup.ts";

/** The scripts a page loads after its first paint: the list the prerender gives boot.ts. */
const modulePreloads = (html: string): string[] =>
  (/<meta name="portolan-preload" content="([^"]*)"/.exec(html)?.[1] ?? "").split(" ").filter(Boolean);

/** The files of the client build that are page modules (one per page file). */
const pageModuleFiles = (): Set<string> => {
  const manifest = JSON.parse(readFileSync(join(UI_DIR, ".vite/manifest.json"), "utf8")) as Record<
    string,
    { readonly file: string }
  >;
  return new Set(
    Object.entries(manifest)
      .filter(([key]) => key.startsWith("src/pages/"))
      .map(([, chunk]) => `/${chunk.file}`),
  );
};

export interface PageChunks {
  /** The page's own module. */
  readonly page: readonly string[];
  /** Chunks the page imports that `other` does not (none of them a page module). */
  readonly shared: readonly string[];
}

export const ownChunks = async (
  request: APIRequestContext,
  path: string,
  other: string,
): Promise<PageChunks> => {
  const mine = modulePreloads(await (await request.get(path)).text());
  const theirs = new Set(modulePreloads(await (await request.get(other)).text()));
  const own = mine.filter((file) => !theirs.has(file));
  const pages = pageModuleFiles();
  const page = own.filter((file) => pages.has(file));
  if (page.length !== 1) throw new Error(`${path}: expected one page module among ${own.join(", ")}`);
  return { page, shared: own.filter((file) => !pages.has(file)) };
};
