// The JavaScript a prerendered page loads that another page does not, read from the built site: the
// module of an island only it has (a chunk built from ui/site/src/islands/, per the client build's
// manifest) and the shared chunks only its islands import.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { UI_DIR } from "./global-setup.ts";

type Manifest = Readonly<
  Record<string, { readonly file: string; readonly name?: string; readonly imports?: readonly string[] }>
>;

const readManifest = (): Manifest =>
  JSON.parse(readFileSync(join(UI_DIR, ".vite/manifest.json"), "utf8")) as Manifest;

/**
 * The island modules' manifest keys, by island name: its source file, or (an island a page file
 * imports too) a shared chunk named `<name>.island`.
 */
const islandKeys = (manifest: Manifest): ReadonlyMap<string, string> =>
  new Map(
    Object.entries(manifest).flatMap(([key, chunk]) => {
      const name =
        /^src\/islands\/([a-z-]+)\.island\.tsx$/.exec(key)?.[1] ??
        /^([a-z-]+)\.island$/.exec(chunk.name ?? "")?.[1];
      return name === undefined ? [] : [[name, key] as const];
    }),
  );

/** The file of each island module in the client build (`header` → `/assets/header.island-….js`). */
export const islandModuleFiles = (): ReadonlyMap<string, string> => {
  const manifest = readManifest();
  return new Map([...islandKeys(manifest)].map(([name, key]) => [name, `/${manifest[key]?.file}`]));
};

/** A chunk and every chunk it imports statically, as manifest keys. */
const closure = (manifest: Manifest, key: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(key) || manifest[key] === undefined) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) closure(manifest, child, seen);
  return seen;
};

/** The scripts a page's islands need (their modules and what they import), as paths. */
const islandScripts = (manifest: Manifest, html: string): Set<string> => {
  const keys = islandKeys(manifest);
  const names = [...html.matchAll(/data-island="([a-z-]+)"/g)].map((m) => m[1] ?? "");
  const all = new Set<string>();
  for (const name of names)
    for (const key of closure(manifest, keys.get(name) ?? "")) all.add(`/${manifest[key]?.file}`);
  return all;
};

export interface PageChunks {
  /** The module of the island only this page has. */
  readonly island: readonly string[];
  /** Chunks its islands import that `other`'s do not (none of them an island module). */
  readonly shared: readonly string[];
}

export const ownChunks = async (
  request: APIRequestContext,
  path: string,
  other: string,
): Promise<PageChunks> => {
  const manifest = readManifest();
  const mine = islandScripts(manifest, await (await request.get(path)).text());
  const theirs = islandScripts(manifest, await (await request.get(other)).text());
  const own = [...mine].filter((file) => !theirs.has(file));
  const islands = new Set(islandModuleFiles().values());
  const island = own.filter((file) => islands.has(file));
  if (island.length !== 1) throw new Error(`${path}: expected one island module among ${own.join(", ")}`);
  return { island, shared: own.filter((file) => !islands.has(file)) };
};
