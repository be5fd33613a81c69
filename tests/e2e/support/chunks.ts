// The JavaScript a prerendered page loads that another page does not, read from the built site: the
// module of an island only it has (a chunk built from ui/site/src/islands/, per the client build's
// manifest) and the shared chunks only it imports.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { UI_DIR } from "./global-setup.ts";

/** The scripts a page preloads: its entry's imports and the islands it hydrates at load. */
export const modulePreloads = (html: string): string[] =>
  [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1] ?? "");

/** The file of each island module in the client build (`header` → `/assets/header.island-….js`). */
export const islandModuleFiles = (): ReadonlyMap<string, string> => {
  const manifest = JSON.parse(readFileSync(join(UI_DIR, ".vite/manifest.json"), "utf8")) as Record<
    string,
    { readonly file: string; readonly name?: string }
  >;
  // Keyed by its source file, or (an island a page file imports too) a shared chunk named `<name>.island`.
  return new Map(
    Object.entries(manifest).flatMap(([key, chunk]) => {
      const name =
        /^src\/islands\/([a-z-]+)\.island\.tsx$/.exec(key)?.[1] ??
        /^([a-z-]+)\.island$/.exec(chunk.name ?? "")?.[1];
      return name === undefined ? [] : [[name, `/${chunk.file}`] as const];
    }),
  );
};

export interface PageChunks {
  /** The module of the island only this page has. */
  readonly island: readonly string[];
  /** Chunks the page preloads that `other` does not (none of them an island module). */
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
  const islands = new Set(islandModuleFiles().values());
  const island = own.filter((file) => islands.has(file));
  if (island.length !== 1) throw new Error(`${path}: expected one island module among ${own.join(", ")}`);
  return { island, shared: own.filter((file) => !islands.has(file)) };
};
