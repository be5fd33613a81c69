// A chunk that fails to load (a page module, a lazily loaded menu or dialog) reloads the page once,
// at most once per CHUNK_RELOAD_WINDOW_MS (spec §4, §8, §9), through the adapters' guard.
import { browserNavigation, reloadForChunkFailure, webStorage } from "@portolan/adapters";

export const onChunkFailure = (error: unknown): void => {
  const reloading = reloadForChunkFailure({
    storage: webStorage(),
    navigation: browserNavigation(),
    now: () => Date.now(),
  });
  if (!reloading) console.warn("A part of the page could not be loaded; not reloading again so soon.", error);
};

/** The module, or undefined after a failure (which has then been handled). */
export const guardedImport = <T>(load: () => Promise<T>): Promise<T | undefined> =>
  load().catch((error: unknown) => {
    onChunkFailure(error);
    return undefined;
  });
