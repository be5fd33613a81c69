// Every island's module, loaded on demand: one chunk per island, fetched only by the pages that
// have one (islands/<name>.island.tsx; the name is the file's).
import type { Island } from "./define-island.tsx";

type IslandModule = { readonly default: Island<object> };

const MODULES = import.meta.glob<IslandModule>("./*.island.tsx");

/** Loads an island's component; undefined for a name no module has. */
export const loadIsland = (name: string): Promise<IslandModule> | undefined =>
  MODULES[`./${name}.island.tsx`]?.();

/** The names of every island module (tests check each against its own name). */
export const islandNames = (): string[] =>
  Object.keys(MODULES).map((path) => path.replace(/^\.\//, "").replace(/\.island\.tsx$/, ""));
