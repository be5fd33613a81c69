// A page chunk that fails to load reloads the page once, at most once per CHUNK_RELOAD_WINDOW_MS
// (spec §4, §8, §9). The last reload time lives in session storage so it survives the reload; the
// rule itself is core's shouldReloadForChunkFailure.
import { shouldReloadForChunkFailure } from "@portolan/core";
import type { KeyValueStorage } from "../storage/key-value-storage.ts";
import type { FullNavigation } from "./full-navigation.ts";

export const CHUNK_RELOAD_KEY = "portolan:chunk-reload-at";

export interface ChunkReloadPorts {
  readonly storage: KeyValueStorage;
  readonly navigation: Pick<FullNavigation, "reload">;
  readonly now: () => number;
}

const storedTime = (value: string | undefined): number | undefined => {
  if (value === undefined || !/^\d+$/.test(value)) return undefined;
  return Number(value);
};

/** Called when a chunk failed to load: reloads (and says true) unless the window forbids it. */
export const reloadForChunkFailure = ({ storage, navigation, now }: ChunkReloadPorts): boolean => {
  const at = now();
  if (!shouldReloadForChunkFailure(storedTime(storage.get(CHUNK_RELOAD_KEY)), at)) return false;
  storage.set(CHUNK_RELOAD_KEY, String(at));
  navigation.reload();
  return true;
};
